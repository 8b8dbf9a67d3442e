import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Not_RevokedInputs */

const en_org_not_revoked = /** @type {(inputs: Org_Not_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not revoked`)
};

const de_org_not_revoked = /** @type {(inputs: Org_Not_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht widerrufen`)
};

const ar_org_not_revoked = /** @type {(inputs: Org_Not_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الإلغاء`)
};

const en_xa2_org_not_revoked = /** @type {(inputs: Org_Not_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéṽóķéð ····]`)
};

/**
* | output |
* | --- |
* | "Not revoked" |
*
* @param {Org_Not_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_revoked = /** @type {((inputs?: Org_Not_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_not_revoked(inputs)
	if (locale === "ar") return ar_org_not_revoked(inputs)
	if (locale === "en-XA") return en_xa2_org_not_revoked(inputs)
	return en_org_not_revoked(inputs)
});