import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_RevokeInputs */

const en_org_revoke = /** @type {(inputs: Org_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

const de_org_revoke = /** @type {(inputs: Org_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufen`)
};

const ar_org_revoke = /** @type {(inputs: Org_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء`)
};

const en_xa2_org_revoke = /** @type {(inputs: Org_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ··]`)
};

/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Org_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_revoke = /** @type {((inputs?: Org_RevokeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_RevokeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_revoke(inputs)
	if (locale === "ar") return ar_org_revoke(inputs)
	if (locale === "en-XA") return en_xa2_org_revoke(inputs)
	return en_org_revoke(inputs)
});