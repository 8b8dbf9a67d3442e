import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, customers: NonNullable<unknown>, failures: NonNullable<unknown> }} Admin_Run_DoneInputs */

const en_admin_run_done = /** @type {(inputs: Admin_Run_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Done: ${i?.done} of ${i?.customers} re-read from Polar${i?.failures}.`)
};

const de_admin_run_done = /** @type {(inputs: Admin_Run_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fertig: ${i?.done} von ${i?.customers} erneut von Polar gelesen${i?.failures}.`)
};

const ar_admin_run_done = /** @type {(inputs: Admin_Run_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم: أُعيدت قراءة ${i?.done} من ${i?.customers} من Polar${i?.failures}.`)
};

const en_xa2_admin_run_done = /** @type {(inputs: Admin_Run_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðóñé: ${i?.done} óƒ ${i?.customers} ŕé-ŕéáð ƒŕóɱ Þóļáŕ${i?.failures}. ············]`)
};

/**
* | output |
* | --- |
* | "Done: {done} of {customers} re-read from Polar{failures}." |
*
* @param {Admin_Run_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_done = /** @type {((inputs: Admin_Run_DoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_DoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_done(inputs)
	if (locale === "ar") return ar_admin_run_done(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_done(inputs)
	return en_admin_run_done(inputs)
});