import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Invitation_WelcomeInputs */

const en_invitation_welcome = /** @type {(inputs: Invitation_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.organization}`)
};

const de_invitation_welcome = /** @type {(inputs: Invitation_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen bei ${i?.organization}`)
};

const ar_invitation_welcome = /** @type {(inputs: Invitation_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحبًا بك في ${i?.organization}`)
};

const en_xa2_invitation_welcome = /** @type {(inputs: Invitation_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé ţó ${i?.organization} ····]`)
};

/**
* | output |
* | --- |
* | "Welcome to {organization}" |
*
* @param {Invitation_WelcomeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_welcome = /** @type {((inputs: Invitation_WelcomeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_WelcomeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_welcome(inputs)
	if (locale === "ar") return ar_invitation_welcome(inputs)
	if (locale === "en-XA") return en_xa2_invitation_welcome(inputs)
	return en_invitation_welcome(inputs)
});