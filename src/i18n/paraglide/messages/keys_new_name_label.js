import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_New_Name_LabelInputs */

const en_keys_new_name_label = /** @type {(inputs: Keys_New_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name of the new key`)
};

const de_keys_new_name_label = /** @type {(inputs: Keys_New_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des neuen Schlüssels`)
};

const ar_keys_new_name_label = /** @type {(inputs: Keys_New_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم المفتاح الجديد`)
};

const en_xa2_keys_new_name_label = /** @type {(inputs: Keys_New_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé óƒ ţĥé ñéŵ ķéý ········]`)
};

/**
* | output |
* | --- |
* | "Name of the new key" |
*
* @param {Keys_New_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_new_name_label = /** @type {((inputs?: Keys_New_Name_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_New_Name_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_new_name_label(inputs)
	if (locale === "ar") return ar_keys_new_name_label(inputs)
	if (locale === "en-XA") return en_xa2_keys_new_name_label(inputs)
	return en_keys_new_name_label(inputs)
});