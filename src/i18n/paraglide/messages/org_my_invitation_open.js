import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Org_My_Invitation_OpenInputs */

const en_org_my_invitation_open = /** @type {(inputs: Org_My_Invitation_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the invitation to ${i?.organization}`)
};

const de_org_my_invitation_open = /** @type {(inputs: Org_My_Invitation_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung zu ${i?.organization} öffnen`)
};

const ar_org_my_invitation_open = /** @type {(inputs: Org_My_Invitation_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فتح الدعوة إلى ${i?.organization}`)
};

const en_xa2_org_my_invitation_open = /** @type {(inputs: Org_My_Invitation_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñ ţĥé íñṽíţáţíóñ ţó ${i?.organization} ·········]`)
};

/**
* | output |
* | --- |
* | "Open the invitation to {organization}" |
*
* @param {Org_My_Invitation_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_my_invitation_open = /** @type {((inputs: Org_My_Invitation_OpenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_My_Invitation_OpenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_my_invitation_open(inputs)
	if (locale === "ar") return ar_org_my_invitation_open(inputs)
	if (locale === "en-XA") return en_xa2_org_my_invitation_open(inputs)
	return en_org_my_invitation_open(inputs)
});