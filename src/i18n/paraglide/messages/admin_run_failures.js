import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ failed: NonNullable<unknown>, reason: NonNullable<unknown> }} Admin_Run_FailuresInputs */

const en_admin_run_failures = /** @type {(inputs: Admin_Run_FailuresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.failed} failed (${i?.reason})`)
};

const de_admin_run_failures = /** @type {(inputs: Admin_Run_FailuresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.failed} fehlgeschlagen (${i?.reason})`)
};

const ar_admin_run_failures = /** @type {(inputs: Admin_Run_FailuresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`، فشل ${i?.failed} (${i?.reason})`)
};

const en_xa2_admin_run_failures = /** @type {(inputs: Admin_Run_FailuresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[, ${i?.failed} ƒáíļéð (${i?.reason}) ·····]`)
};

/**
* | output |
* | --- |
* | ", {failed} failed ({reason})" |
*
* @param {Admin_Run_FailuresInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_failures = /** @type {((inputs: Admin_Run_FailuresInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_FailuresInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_failures(inputs)
	if (locale === "ar") return ar_admin_run_failures(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_failures(inputs)
	return en_admin_run_failures(inputs)
});