import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Not_InvitedInputs */

const en_org_not_invited = /** @type {(inputs: Org_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not invited`)
};

const de_org_not_invited = /** @type {(inputs: Org_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht eingeladen`)
};

const ar_org_not_invited = /** @type {(inputs: Org_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم الدعوة`)
};

const en_xa2_org_not_invited = /** @type {(inputs: Org_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ íñṽíţéð ····]`)
};

/**
* | output |
* | --- |
* | "Not invited" |
*
* @param {Org_Not_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_invited = /** @type {((inputs?: Org_Not_InvitedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_InvitedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_not_invited(inputs)
	if (locale === "ar") return ar_org_not_invited(inputs)
	if (locale === "en-XA") return en_xa2_org_not_invited(inputs)
	return en_org_not_invited(inputs)
});