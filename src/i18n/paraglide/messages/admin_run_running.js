import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Run_RunningInputs */

const en_admin_run_running = /** @type {(inputs: Admin_Run_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Running`)
};

const de_admin_run_running = /** @type {(inputs: Admin_Run_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft`)
};

const ar_admin_run_running = /** @type {(inputs: Admin_Run_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قيد التشغيل`)
};

const en_xa2_admin_run_running = /** @type {(inputs: Admin_Run_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕúññíñĝ ···]`)
};

/**
* | output |
* | --- |
* | "Running" |
*
* @param {Admin_Run_RunningInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_running = /** @type {((inputs?: Admin_Run_RunningInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_RunningInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_running(inputs)
	if (locale === "ar") return ar_admin_run_running(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_running(inputs)
	return en_admin_run_running(inputs)
});