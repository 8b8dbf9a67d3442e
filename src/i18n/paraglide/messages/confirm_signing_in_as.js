import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Confirm_Signing_In_AsInputs */

const en_confirm_signing_in_as = /** @type {(inputs: Confirm_Signing_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signing in as ${i?.email}.`)
};

const de_confirm_signing_in_as = /** @type {(inputs: Confirm_Signing_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie melden sich an als ${i?.email}.`)
};

const ar_confirm_signing_in_as = /** @type {(inputs: Confirm_Signing_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت تسجّل الدخول باسم ${i?.email}.`)
};

const en_xa2_confirm_signing_in_as = /** @type {(inputs: Confirm_Signing_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé šíĝñíñĝ íñ áš ${i?.email}. ·········]`)
};

/**
* | output |
* | --- |
* | "You are signing in as {email}." |
*
* @param {Confirm_Signing_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const confirm_signing_in_as = /** @type {((inputs: Confirm_Signing_In_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Signing_In_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_confirm_signing_in_as(inputs)
	if (locale === "ar") return ar_confirm_signing_in_as(inputs)
	if (locale === "en-XA") return en_xa2_confirm_signing_in_as(inputs)
	return en_confirm_signing_in_as(inputs)
});