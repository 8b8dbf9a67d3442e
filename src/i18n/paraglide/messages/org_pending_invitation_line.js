import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown>, inviter: NonNullable<unknown>, expires: NonNullable<unknown> }} Org_Pending_Invitation_LineInputs */

const en_org_pending_invitation_line = /** @type {(inputs: Org_Pending_Invitation_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} · invited by ${i?.inviter} · expires ${i?.expires}`)
};

const de_org_pending_invitation_line = /** @type {(inputs: Org_Pending_Invitation_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} · eingeladen von ${i?.inviter} · läuft ab am ${i?.expires}`)
};

const ar_org_pending_invitation_line = /** @type {(inputs: Org_Pending_Invitation_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} · دعاه ${i?.inviter} · تنتهي في ${i?.expires}`)
};

const en_xa2_org_pending_invitation_line = /** @type {(inputs: Org_Pending_Invitation_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.role} · íñṽíţéð ƀý ${i?.inviter} · éẋþíŕéš ${i?.expires} ··········]`)
};

/**
* | output |
* | --- |
* | "{role} · invited by {inviter} · expires {expires}" |
*
* @param {Org_Pending_Invitation_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_pending_invitation_line = /** @type {((inputs: Org_Pending_Invitation_LineInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Pending_Invitation_LineInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_pending_invitation_line(inputs)
	if (locale === "ar") return ar_org_pending_invitation_line(inputs)
	if (locale === "en-XA") return en_xa2_org_pending_invitation_line(inputs)
	return en_org_pending_invitation_line(inputs)
});