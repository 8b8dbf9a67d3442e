import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Label_CreatedInputs */

const en_keys_label_created = /** @type {(inputs: Keys_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

const de_keys_label_created = /** @type {(inputs: Keys_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt`)
};

const ar_keys_label_created = /** @type {(inputs: Keys_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاريخ الإنشاء`)
};

const en_xa2_keys_label_created = /** @type {(inputs: Keys_Label_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð ···]`)
};

/**
* | output |
* | --- |
* | "Created" |
*
* @param {Keys_Label_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_label_created = /** @type {((inputs?: Keys_Label_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Label_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_label_created(inputs)
	if (locale === "ar") return ar_keys_label_created(inputs)
	if (locale === "en-XA") return en_xa2_keys_label_created(inputs)
	return en_keys_label_created(inputs)
});