import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Send_InvitationInputs */

const en_org_send_invitation = /** @type {(inputs: Org_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send invitation`)
};

const de_org_send_invitation = /** @type {(inputs: Org_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung senden`)
};

const ar_org_send_invitation = /** @type {(inputs: Org_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرسال الدعوة`)
};

const en_xa2_org_send_invitation = /** @type {(inputs: Org_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð íñṽíţáţíóñ ······]`)
};

/**
* | output |
* | --- |
* | "Send invitation" |
*
* @param {Org_Send_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_send_invitation = /** @type {((inputs?: Org_Send_InvitationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Send_InvitationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_send_invitation(inputs)
	if (locale === "ar") return ar_org_send_invitation(inputs)
	if (locale === "en-XA") return en_xa2_org_send_invitation(inputs)
	return en_org_send_invitation(inputs)
});