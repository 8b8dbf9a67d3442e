import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Org_Resend_LabelInputs */

const en_org_resend_label = /** @type {(inputs: Org_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resend the invitation to ${i?.email}`)
};

const de_org_resend_label = /** @type {(inputs: Org_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung an ${i?.email} erneut senden`)
};

const ar_org_resend_label = /** @type {(inputs: Org_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إعادة إرسال الدعوة إلى ${i?.email}`)
};

const en_xa2_org_resend_label = /** @type {(inputs: Org_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ţĥé íñṽíţáţíóñ ţó ${i?.email} ··········]`)
};

/**
* | output |
* | --- |
* | "Resend the invitation to {email}" |
*
* @param {Org_Resend_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_resend_label = /** @type {((inputs: Org_Resend_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Resend_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_resend_label(inputs)
	if (locale === "ar") return ar_org_resend_label(inputs)
	if (locale === "en-XA") return en_xa2_org_resend_label(inputs)
	return en_org_resend_label(inputs)
});