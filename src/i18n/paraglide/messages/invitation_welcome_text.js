import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Invitation_Welcome_TextInputs */

const en_invitation_welcome_text = /** @type {(inputs: Invitation_Welcome_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It is your active workspace; you joined as ${i?.role}.`)
};

const de_invitation_welcome_text = /** @type {(inputs: Invitation_Welcome_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie ist Ihr aktiver Arbeitsbereich; Sie sind als ${i?.role} beigetreten.`)
};

const ar_invitation_welcome_text = /** @type {(inputs: Invitation_Welcome_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إنها مساحة عملك النشطة؛ انضممت بصفة ${i?.role}.`)
};

const en_xa2_invitation_welcome_text = /** @type {(inputs: Invitation_Welcome_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ íš ýóúŕ áçţíṽé ŵóŕķšþáçé; ýóú ĵóíñéð áš ${i?.role}. ··················]`)
};

/**
* | output |
* | --- |
* | "It is your active workspace; you joined as {role}." |
*
* @param {Invitation_Welcome_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_welcome_text = /** @type {((inputs: Invitation_Welcome_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Welcome_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_welcome_text(inputs)
	if (locale === "ar") return ar_invitation_welcome_text(inputs)
	if (locale === "en-XA") return en_xa2_invitation_welcome_text(inputs)
	return en_invitation_welcome_text(inputs)
});