import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Invitation_Signed_In_As_TextInputs */

const en_invitation_signed_in_as_text = /** @type {(inputs: Invitation_Signed_In_As_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are signed in as ${i?.email}.`)
};

const de_invitation_signed_in_as_text = /** @type {(inputs: Invitation_Signed_In_As_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind als ${i?.email} angemeldet.`)
};

const ar_invitation_signed_in_as_text = /** @type {(inputs: Invitation_Signed_In_As_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت مسجّل الدخول باسم ${i?.email}.`)
};

const en_xa2_invitation_signed_in_as_text = /** @type {(inputs: Invitation_Signed_In_As_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé šíĝñéð íñ áš ${i?.email}. ·········]`)
};

/**
* | output |
* | --- |
* | "You are signed in as {email}." |
*
* @param {Invitation_Signed_In_As_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_signed_in_as_text = /** @type {((inputs: Invitation_Signed_In_As_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Signed_In_As_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_signed_in_as_text(inputs)
	if (locale === "ar") return ar_invitation_signed_in_as_text(inputs)
	if (locale === "en-XA") return en_xa2_invitation_signed_in_as_text(inputs)
	return en_invitation_signed_in_as_text(inputs)
});