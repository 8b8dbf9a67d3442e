import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_On_WhomInputs */

const en_admin_on_whom = /** @type {(inputs: Admin_On_WhomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On whom`)
};

const de_admin_on_whom = /** @type {(inputs: Admin_On_WhomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei wem`)
};

const ar_admin_on_whom = /** @type {(inputs: Admin_On_WhomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`على من`)
};

const en_xa2_admin_on_whom = /** @type {(inputs: Admin_On_WhomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñ ŵĥóɱ ···]`)
};

/**
* | output |
* | --- |
* | "On whom" |
*
* @param {Admin_On_WhomInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_on_whom = /** @type {((inputs?: Admin_On_WhomInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_On_WhomInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_on_whom(inputs)
	if (locale === "ar") return ar_admin_on_whom(inputs)
	if (locale === "en-XA") return en_xa2_admin_on_whom(inputs)
	return en_admin_on_whom(inputs)
});