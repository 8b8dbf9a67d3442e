import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Invitation_Sent_AgainInputs */

const en_org_invitation_sent_again = /** @type {(inputs: Org_Invitation_Sent_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation sent again`)
};

const de_org_invitation_sent_again = /** @type {(inputs: Org_Invitation_Sent_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung erneut gesendet`)
};

const ar_org_invitation_sent_again = /** @type {(inputs: Org_Invitation_Sent_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعيد إرسال الدعوة`)
};

const en_xa2_org_invitation_sent_again = /** @type {(inputs: Org_Invitation_Sent_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñ šéñţ áĝáíñ ········]`)
};

/**
* | output |
* | --- |
* | "Invitation sent again" |
*
* @param {Org_Invitation_Sent_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_sent_again = /** @type {((inputs?: Org_Invitation_Sent_AgainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_Sent_AgainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitation_sent_again(inputs)
	if (locale === "ar") return ar_org_invitation_sent_again(inputs)
	if (locale === "en-XA") return en_xa2_org_invitation_sent_again(inputs)
	return en_org_invitation_sent_again(inputs)
});