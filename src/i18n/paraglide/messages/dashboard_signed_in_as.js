import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Dashboard_Signed_In_AsInputs */

const en_dashboard_signed_in_as = /** @type {(inputs: Dashboard_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signed in as ${i?.email}.`)
};

const de_dashboard_signed_in_as = /** @type {(inputs: Dashboard_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind als ${i?.email} angemeldet.`)
};

const ar_dashboard_signed_in_as = /** @type {(inputs: Dashboard_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت مسجّل الدخول باسم ${i?.email}.`)
};

const en_xa2_dashboard_signed_in_as = /** @type {(inputs: Dashboard_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé šíĝñéð íñ áš ${i?.email}. ·········]`)
};

/**
* | output |
* | --- |
* | "You are signed in as {email}." |
*
* @param {Dashboard_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_signed_in_as = /** @type {((inputs: Dashboard_Signed_In_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Signed_In_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_signed_in_as(inputs)
	if (locale === "ar") return ar_dashboard_signed_in_as(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_signed_in_as(inputs)
	return en_dashboard_signed_in_as(inputs)
});