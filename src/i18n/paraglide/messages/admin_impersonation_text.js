import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ user: NonNullable<unknown>, admin: NonNullable<unknown> }} Admin_Impersonation_TextInputs */

const en_admin_impersonation_text = /** @type {(inputs: Admin_Impersonation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signed in as ${i?.user} by ${i?.admin}`)
};

const de_admin_impersonation_text = /** @type {(inputs: Admin_Impersonation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind als ${i?.user} angemeldet, durch ${i?.admin}`)
};

const ar_admin_impersonation_text = /** @type {(inputs: Admin_Impersonation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت مسجّل الدخول باسم ${i?.user} بواسطة ${i?.admin}`)
};

const en_xa2_admin_impersonation_text = /** @type {(inputs: Admin_Impersonation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé šíĝñéð íñ áš ${i?.user} ƀý ${i?.admin} ··········]`)
};

/**
* | output |
* | --- |
* | "You are signed in as {user} by {admin}" |
*
* @param {Admin_Impersonation_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_impersonation_text = /** @type {((inputs: Admin_Impersonation_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Impersonation_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_impersonation_text(inputs)
	if (locale === "ar") return ar_admin_impersonation_text(inputs)
	if (locale === "en-XA") return en_xa2_admin_impersonation_text(inputs)
	return en_admin_impersonation_text(inputs)
});