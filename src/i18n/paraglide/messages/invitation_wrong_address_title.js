import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Wrong_Address_TitleInputs */

const en_invitation_wrong_address_title = /** @type {(inputs: Invitation_Wrong_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation is for another address`)
};

const de_invitation_wrong_address_title = /** @type {(inputs: Invitation_Wrong_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung gilt für eine andere Adresse`)
};

const ar_invitation_wrong_address_title = /** @type {(inputs: Invitation_Wrong_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذه الدعوة لعنوان آخر`)
};

const en_xa2_invitation_wrong_address_title = /** @type {(inputs: Invitation_Wrong_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíóñ íš ƒóŕ áñóţĥéŕ áððŕéšš ···············]`)
};

/**
* | output |
* | --- |
* | "This invitation is for another address" |
*
* @param {Invitation_Wrong_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_wrong_address_title = /** @type {((inputs?: Invitation_Wrong_Address_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Wrong_Address_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_wrong_address_title(inputs)
	if (locale === "ar") return ar_invitation_wrong_address_title(inputs)
	if (locale === "en-XA") return en_xa2_invitation_wrong_address_title(inputs)
	return en_invitation_wrong_address_title(inputs)
});