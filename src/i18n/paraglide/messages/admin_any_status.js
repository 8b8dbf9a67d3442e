import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Any_StatusInputs */

const en_admin_any_status = /** @type {(inputs: Admin_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any status`)
};

const de_admin_any_status = /** @type {(inputs: Admin_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Status`)
};

const ar_admin_any_status = /** @type {(inputs: Admin_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي حالة`)
};

const en_xa2_admin_any_status = /** @type {(inputs: Admin_Any_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý šţáţúš ····]`)
};

/**
* | output |
* | --- |
* | "Any status" |
*
* @param {Admin_Any_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_any_status = /** @type {((inputs?: Admin_Any_StatusInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Any_StatusInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_any_status(inputs)
	if (locale === "ar") return ar_admin_any_status(inputs)
	if (locale === "en-XA") return en_xa2_admin_any_status(inputs)
	return en_admin_any_status(inputs)
});