import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Runs_StartedInputs */

const en_admin_runs_started = /** @type {(inputs: Admin_Runs_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started`)
};

const de_admin_runs_started = /** @type {(inputs: Admin_Runs_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestartet`)
};

const ar_admin_runs_started = /** @type {(inputs: Admin_Runs_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البدء`)
};

const en_xa2_admin_runs_started = /** @type {(inputs: Admin_Runs_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţéð ···]`)
};

/**
* | output |
* | --- |
* | "Started" |
*
* @param {Admin_Runs_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_started = /** @type {((inputs?: Admin_Runs_StartedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_StartedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_runs_started(inputs)
	if (locale === "ar") return ar_admin_runs_started(inputs)
	if (locale === "en-XA") return en_xa2_admin_runs_started(inputs)
	return en_admin_runs_started(inputs)
});