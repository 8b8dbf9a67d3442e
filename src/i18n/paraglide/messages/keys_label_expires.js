import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Label_ExpiresInputs */

const en_keys_label_expires = /** @type {(inputs: Keys_Label_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const de_keys_label_expires = /** @type {(inputs: Keys_Label_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab`)
};

const ar_keys_label_expires = /** @type {(inputs: Keys_Label_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ينتهي`)
};

const en_xa2_keys_label_expires = /** @type {(inputs: Keys_Label_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš ···]`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Keys_Label_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_label_expires = /** @type {((inputs?: Keys_Label_ExpiresInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Label_ExpiresInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_label_expires(inputs)
	if (locale === "ar") return ar_keys_label_expires(inputs)
	if (locale === "en-XA") return en_xa2_keys_label_expires(inputs)
	return en_keys_label_expires(inputs)
});