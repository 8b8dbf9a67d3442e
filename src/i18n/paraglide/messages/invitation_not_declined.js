import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Not_DeclinedInputs */

const en_invitation_not_declined = /** @type {(inputs: Invitation_Not_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not declined`)
};

const de_invitation_not_declined = /** @type {(inputs: Invitation_Not_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht abgelehnt`)
};

const ar_invitation_not_declined = /** @type {(inputs: Invitation_Not_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الرفض`)
};

const en_xa2_invitation_not_declined = /** @type {(inputs: Invitation_Not_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ðéçļíñéð ·····]`)
};

/**
* | output |
* | --- |
* | "Not declined" |
*
* @param {Invitation_Not_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_not_declined = /** @type {((inputs?: Invitation_Not_DeclinedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Not_DeclinedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_not_declined(inputs)
	if (locale === "ar") return ar_invitation_not_declined(inputs)
	if (locale === "en-XA") return en_xa2_invitation_not_declined(inputs)
	return en_invitation_not_declined(inputs)
});