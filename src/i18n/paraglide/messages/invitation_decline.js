import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_DeclineInputs */

const en_invitation_decline = /** @type {(inputs: Invitation_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const de_invitation_decline = /** @type {(inputs: Invitation_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablehnen`)
};

const ar_invitation_decline = /** @type {(inputs: Invitation_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفض`)
};

const en_xa2_invitation_decline = /** @type {(inputs: Invitation_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéçļíñé ···]`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Invitation_DeclineInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_decline = /** @type {((inputs?: Invitation_DeclineInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_DeclineInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_decline(inputs)
	if (locale === "ar") return ar_invitation_decline(inputs)
	if (locale === "en-XA") return en_xa2_invitation_decline(inputs)
	return en_invitation_decline(inputs)
});