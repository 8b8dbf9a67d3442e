import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Run_Unknown_ErrorInputs */

const en_admin_run_unknown_error = /** @type {(inputs: Admin_Run_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown error`)
};

const de_admin_run_unknown_error = /** @type {(inputs: Admin_Run_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein unbekannter Fehler`)
};

const ar_admin_run_unknown_error = /** @type {(inputs: Admin_Run_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطأ غير معروف`)
};

const en_xa2_admin_run_unknown_error = /** @type {(inputs: Admin_Run_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ úñķñóŵñ éŕŕóŕ ······]`)
};

/**
* | output |
* | --- |
* | "an unknown error" |
*
* @param {Admin_Run_Unknown_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_unknown_error = /** @type {((inputs?: Admin_Run_Unknown_ErrorInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_Unknown_ErrorInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_unknown_error(inputs)
	if (locale === "ar") return ar_admin_run_unknown_error(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_unknown_error(inputs)
	return en_admin_run_unknown_error(inputs)
});