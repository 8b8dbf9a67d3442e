import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_StatusInputs */

const en_admin_status = /** @type {(inputs: Admin_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const de_admin_status = /** @type {(inputs: Admin_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const ar_admin_status = /** @type {(inputs: Admin_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحالة`)
};

const en_xa2_admin_status = /** @type {(inputs: Admin_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ··]`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Admin_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_status = /** @type {((inputs?: Admin_StatusInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_StatusInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_status(inputs)
	if (locale === "ar") return ar_admin_status(inputs)
	if (locale === "en-XA") return en_xa2_admin_status(inputs)
	return en_admin_status(inputs)
});