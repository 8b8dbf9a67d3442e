import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Invitation_SentInputs */

const en_org_invitation_sent = /** @type {(inputs: Org_Invitation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation sent`)
};

const de_org_invitation_sent = /** @type {(inputs: Org_Invitation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung gesendet`)
};

const ar_org_invitation_sent = /** @type {(inputs: Org_Invitation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إرسال الدعوة`)
};

const en_xa2_org_invitation_sent = /** @type {(inputs: Org_Invitation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñ šéñţ ······]`)
};

/**
* | output |
* | --- |
* | "Invitation sent" |
*
* @param {Org_Invitation_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_sent = /** @type {((inputs?: Org_Invitation_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitation_sent(inputs)
	if (locale === "ar") return ar_org_invitation_sent(inputs)
	if (locale === "en-XA") return en_xa2_org_invitation_sent(inputs)
	return en_org_invitation_sent(inputs)
});