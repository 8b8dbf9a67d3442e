import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_ResendInputs */

const en_org_resend = /** @type {(inputs: Org_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend`)
};

const de_org_resend = /** @type {(inputs: Org_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut senden`)
};

const ar_org_resend = /** @type {(inputs: Org_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة الإرسال`)
};

const en_xa2_org_resend = /** @type {(inputs: Org_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ··]`)
};

/**
* | output |
* | --- |
* | "Resend" |
*
* @param {Org_ResendInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_resend = /** @type {((inputs?: Org_ResendInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_ResendInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_resend(inputs)
	if (locale === "ar") return ar_org_resend(inputs)
	if (locale === "en-XA") return en_xa2_org_resend(inputs)
	return en_org_resend(inputs)
});