import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ customers: NonNullable<unknown>, reason: NonNullable<unknown> }} Admin_Run_StoppedInputs */

const en_admin_run_stopped = /** @type {(inputs: Admin_Run_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stopped after ${i?.customers}: ${i?.reason}.`)
};

const de_admin_run_stopped = /** @type {(inputs: Admin_Run_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angehalten nach ${i?.customers}: ${i?.reason}.`)
};

const ar_admin_run_stopped = /** @type {(inputs: Admin_Run_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`توقفت بعد ${i?.customers}: ${i?.reason}.`)
};

const en_xa2_admin_run_stopped = /** @type {(inputs: Admin_Run_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð áƒţéŕ ${i?.customers}: ${i?.reason}. ·······]`)
};

/**
* | output |
* | --- |
* | "Stopped after {customers}: {reason}." |
*
* @param {Admin_Run_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_stopped = /** @type {((inputs: Admin_Run_StoppedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_StoppedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_stopped(inputs)
	if (locale === "ar") return ar_admin_run_stopped(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_stopped(inputs)
	return en_admin_run_stopped(inputs)
});