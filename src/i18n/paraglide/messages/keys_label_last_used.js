import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Label_Last_UsedInputs */

const en_keys_label_last_used = /** @type {(inputs: Keys_Label_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last used`)
};

const de_keys_label_last_used = /** @type {(inputs: Keys_Label_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt verwendet`)
};

const ar_keys_label_last_used = /** @type {(inputs: Keys_Label_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر استخدام`)
};

const en_xa2_keys_label_last_used = /** @type {(inputs: Keys_Label_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ úšéð ····]`)
};

/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Keys_Label_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_label_last_used = /** @type {((inputs?: Keys_Label_Last_UsedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Label_Last_UsedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_label_last_used(inputs)
	if (locale === "ar") return ar_keys_label_last_used(inputs)
	if (locale === "en-XA") return en_xa2_keys_label_last_used(inputs)
	return en_keys_label_last_used(inputs)
});