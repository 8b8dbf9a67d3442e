import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_DeclinedInputs */

const en_invitation_declined = /** @type {(inputs: Invitation_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation declined`)
};

const de_invitation_declined = /** @type {(inputs: Invitation_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung abgelehnt`)
};

const ar_invitation_declined = /** @type {(inputs: Invitation_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم رفض الدعوة`)
};

const en_xa2_invitation_declined = /** @type {(inputs: Invitation_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñ ðéçļíñéð ········]`)
};

/**
* | output |
* | --- |
* | "Invitation declined" |
*
* @param {Invitation_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_declined = /** @type {((inputs?: Invitation_DeclinedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_DeclinedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_declined(inputs)
	if (locale === "ar") return ar_invitation_declined(inputs)
	if (locale === "en-XA") return en_xa2_invitation_declined(inputs)
	return en_invitation_declined(inputs)
});