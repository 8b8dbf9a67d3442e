import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, customers: NonNullable<unknown>, failures: NonNullable<unknown> }} Admin_Run_ProgressInputs */

const en_admin_run_progress = /** @type {(inputs: Admin_Run_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.customers} re-read from Polar${i?.failures}.`)
};

const de_admin_run_progress = /** @type {(inputs: Admin_Run_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} von ${i?.customers} erneut von Polar gelesen${i?.failures}.`)
};

const ar_admin_run_progress = /** @type {(inputs: Admin_Run_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُعيدت قراءة ${i?.done} من ${i?.customers} من Polar${i?.failures}.`)
};

const en_xa2_admin_run_progress = /** @type {(inputs: Admin_Run_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.done} óƒ ${i?.customers} ŕé-ŕéáð ƒŕóɱ Þóļáŕ${i?.failures}. ··········]`)
};

/**
* | output |
* | --- |
* | "{done} of {customers} re-read from Polar{failures}." |
*
* @param {Admin_Run_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_progress = /** @type {((inputs: Admin_Run_ProgressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_ProgressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_progress(inputs)
	if (locale === "ar") return ar_admin_run_progress(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_progress(inputs)
	return en_admin_run_progress(inputs)
});