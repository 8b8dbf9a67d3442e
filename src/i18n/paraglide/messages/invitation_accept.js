import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_AcceptInputs */

const en_invitation_accept = /** @type {(inputs: Invitation_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept invitation`)
};

const de_invitation_accept = /** @type {(inputs: Invitation_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung annehmen`)
};

const ar_invitation_accept = /** @type {(inputs: Invitation_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قبول الدعوة`)
};

const en_xa2_invitation_accept = /** @type {(inputs: Invitation_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççéþţ íñṽíţáţíóñ ·······]`)
};

/**
* | output |
* | --- |
* | "Accept invitation" |
*
* @param {Invitation_AcceptInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_accept = /** @type {((inputs?: Invitation_AcceptInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_AcceptInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_accept(inputs)
	if (locale === "ar") return ar_invitation_accept(inputs)
	if (locale === "en-XA") return en_xa2_invitation_accept(inputs)
	return en_invitation_accept(inputs)
});