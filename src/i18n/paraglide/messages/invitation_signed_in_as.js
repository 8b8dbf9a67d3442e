import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Signed_In_AsInputs */

const en_invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

const de_invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet als`)
};

const ar_invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسجّل الدخول باسم`)
};

const en_xa2_invitation_signed_in_as = /** @type {(inputs: Invitation_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð íñ áš ·····]`)
};

/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Invitation_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_signed_in_as = /** @type {((inputs?: Invitation_Signed_In_AsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Signed_In_AsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_signed_in_as(inputs)
	if (locale === "ar") return ar_invitation_signed_in_as(inputs)
	if (locale === "en-XA") return en_xa2_invitation_signed_in_as(inputs)
	return en_invitation_signed_in_as(inputs)
});