import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Invitation_RevokedInputs */

const en_org_invitation_revoked = /** @type {(inputs: Org_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation revoked`)
};

const de_org_invitation_revoked = /** @type {(inputs: Org_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung widerrufen`)
};

const ar_org_invitation_revoked = /** @type {(inputs: Org_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إلغاء الدعوة`)
};

const en_xa2_org_invitation_revoked = /** @type {(inputs: Org_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţáţíóñ ŕéṽóķéð ·······]`)
};

/**
* | output |
* | --- |
* | "Invitation revoked" |
*
* @param {Org_Invitation_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invitation_revoked = /** @type {((inputs?: Org_Invitation_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invitation_revoked(inputs)
	if (locale === "ar") return ar_org_invitation_revoked(inputs)
	if (locale === "en-XA") return en_xa2_org_invitation_revoked(inputs)
	return en_org_invitation_revoked(inputs)
});