import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Run_Not_StartedInputs */

const en_admin_run_not_started = /** @type {(inputs: Admin_Run_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not start the reconciliation`)
};

const de_admin_run_not_started = /** @type {(inputs: Admin_Run_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Abgleich konnte nicht gestartet werden`)
};

const ar_admin_run_not_started = /** @type {(inputs: Admin_Run_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر بدء المطابقة`)
};

const en_xa2_admin_run_not_started = /** @type {(inputs: Admin_Run_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šţáŕţ ţĥé ŕéçóñçíļíáţíóñ ··············]`)
};

/**
* | output |
* | --- |
* | "Could not start the reconciliation" |
*
* @param {Admin_Run_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_not_started = /** @type {((inputs?: Admin_Run_Not_StartedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_Not_StartedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_not_started(inputs)
	if (locale === "ar") return ar_admin_run_not_started(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_not_started(inputs)
	return en_admin_run_not_started(inputs)
});