import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Not_AcceptedInputs */

const en_invitation_not_accepted = /** @type {(inputs: Invitation_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not accepted`)
};

const de_invitation_not_accepted = /** @type {(inputs: Invitation_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht angenommen`)
};

const ar_invitation_not_accepted = /** @type {(inputs: Invitation_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم القبول`)
};

const en_xa2_invitation_not_accepted = /** @type {(inputs: Invitation_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ áççéþţéð ·····]`)
};

/**
* | output |
* | --- |
* | "Not accepted" |
*
* @param {Invitation_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_not_accepted = /** @type {((inputs?: Invitation_Not_AcceptedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Not_AcceptedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_not_accepted(inputs)
	if (locale === "ar") return ar_invitation_not_accepted(inputs)
	if (locale === "en-XA") return en_xa2_invitation_not_accepted(inputs)
	return en_invitation_not_accepted(inputs)
});