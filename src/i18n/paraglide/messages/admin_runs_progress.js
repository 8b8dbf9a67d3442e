import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Runs_ProgressInputs */

const en_admin_runs_progress = /** @type {(inputs: Admin_Runs_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress`)
};

const de_admin_runs_progress = /** @type {(inputs: Admin_Runs_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortschritt`)
};

const ar_admin_runs_progress = /** @type {(inputs: Admin_Runs_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التقدّم`)
};

const en_xa2_admin_runs_progress = /** @type {(inputs: Admin_Runs_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕóĝŕéšš ···]`)
};

/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Admin_Runs_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_progress = /** @type {((inputs?: Admin_Runs_ProgressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_ProgressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_runs_progress(inputs)
	if (locale === "ar") return ar_admin_runs_progress(inputs)
	if (locale === "en-XA") return en_xa2_admin_runs_progress(inputs)
	return en_admin_runs_progress(inputs)
});