import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Org_Revoke_LabelInputs */

const en_org_revoke_label = /** @type {(inputs: Org_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke the invitation to ${i?.email}`)
};

const de_org_revoke_label = /** @type {(inputs: Org_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung an ${i?.email} widerrufen`)
};

const ar_org_revoke_label = /** @type {(inputs: Org_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إلغاء الدعوة إلى ${i?.email}`)
};

const en_xa2_org_revoke_label = /** @type {(inputs: Org_Revoke_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ţĥé íñṽíţáţíóñ ţó ${i?.email} ··········]`)
};

/**
* | output |
* | --- |
* | "Revoke the invitation to {email}" |
*
* @param {Org_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_revoke_label = /** @type {((inputs: Org_Revoke_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Revoke_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_revoke_label(inputs)
	if (locale === "ar") return ar_org_revoke_label(inputs)
	if (locale === "en-XA") return en_xa2_org_revoke_label(inputs)
	return en_org_revoke_label(inputs)
});