import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Run_FinishedInputs */

const en_admin_run_finished = /** @type {(inputs: Admin_Run_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finished`)
};

const de_admin_run_finished = /** @type {(inputs: Admin_Run_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgeschlossen`)
};

const ar_admin_run_finished = /** @type {(inputs: Admin_Run_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت`)
};

const en_xa2_admin_run_finished = /** @type {(inputs: Admin_Run_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñíšĥéð ···]`)
};

/**
* | output |
* | --- |
* | "Finished" |
*
* @param {Admin_Run_FinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_finished = /** @type {((inputs?: Admin_Run_FinishedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_FinishedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_finished(inputs)
	if (locale === "ar") return ar_admin_run_finished(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_finished(inputs)
	return en_admin_run_finished(inputs)
});