import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Run_FailedInputs */

const en_admin_run_failed = /** @type {(inputs: Admin_Run_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const de_admin_run_failed = /** @type {(inputs: Admin_Run_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen`)
};

const ar_admin_run_failed = /** @type {(inputs: Admin_Run_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشلت`)
};

const en_xa2_admin_run_failed = /** @type {(inputs: Admin_Run_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ··]`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Admin_Run_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_failed = /** @type {((inputs?: Admin_Run_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_failed(inputs)
	if (locale === "ar") return ar_admin_run_failed(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_failed(inputs)
	return en_admin_run_failed(inputs)
});