import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Run_Already_RunningInputs */

const en_admin_run_already_running = /** @type {(inputs: Admin_Run_Already_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already running`)
};

const de_admin_run_already_running = /** @type {(inputs: Admin_Run_Already_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft bereits`)
};

const ar_admin_run_already_running = /** @type {(inputs: Admin_Run_Already_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قيد التشغيل بالفعل`)
};

const en_xa2_admin_run_already_running = /** @type {(inputs: Admin_Run_Already_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļŕéáðý ŕúññíñĝ ······]`)
};

/**
* | output |
* | --- |
* | "Already running" |
*
* @param {Admin_Run_Already_RunningInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_already_running = /** @type {((inputs?: Admin_Run_Already_RunningInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_Already_RunningInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_already_running(inputs)
	if (locale === "ar") return ar_admin_run_already_running(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_already_running(inputs)
	return en_admin_run_already_running(inputs)
});