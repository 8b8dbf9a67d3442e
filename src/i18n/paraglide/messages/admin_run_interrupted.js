import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Run_InterruptedInputs */

const en_admin_run_interrupted = /** @type {(inputs: Admin_Run_InterruptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interrupted`)
};

const de_admin_run_interrupted = /** @type {(inputs: Admin_Run_InterruptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterbrochen`)
};

const ar_admin_run_interrupted = /** @type {(inputs: Admin_Run_InterruptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توقفت`)
};

const en_xa2_admin_run_interrupted = /** @type {(inputs: Admin_Run_InterruptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñţéŕŕúþţéð ····]`)
};

/**
* | output |
* | --- |
* | "Interrupted" |
*
* @param {Admin_Run_InterruptedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_interrupted = /** @type {((inputs?: Admin_Run_InterruptedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_InterruptedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_interrupted(inputs)
	if (locale === "ar") return ar_admin_run_interrupted(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_interrupted(inputs)
	return en_admin_run_interrupted(inputs)
});