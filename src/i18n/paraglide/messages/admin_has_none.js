import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Has_NoneInputs */

const en_admin_has_none = /** @type {(inputs: Admin_Has_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has none`)
};

const de_admin_has_none = /** @type {(inputs: Admin_Has_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keines`)
};

const ar_admin_has_none = /** @type {(inputs: Admin_Has_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس لديه`)
};

const en_xa2_admin_has_none = /** @type {(inputs: Admin_Has_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥáš ñóñé ···]`)
};

/**
* | output |
* | --- |
* | "Has none" |
*
* @param {Admin_Has_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_has_none = /** @type {((inputs?: Admin_Has_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Has_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_has_none(inputs)
	if (locale === "ar") return ar_admin_has_none(inputs)
	if (locale === "en-XA") return en_xa2_admin_has_none(inputs)
	return en_admin_has_none(inputs)
});