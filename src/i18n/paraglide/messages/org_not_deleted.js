import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Not_DeletedInputs */

const en_org_not_deleted = /** @type {(inputs: Org_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not deleted`)
};

const de_org_not_deleted = /** @type {(inputs: Org_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gelöscht`)
};

const ar_org_not_deleted = /** @type {(inputs: Org_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الحذف`)
};

const en_xa2_org_not_deleted = /** @type {(inputs: Org_Not_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ðéļéţéð ····]`)
};

/**
* | output |
* | --- |
* | "Not deleted" |
*
* @param {Org_Not_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_deleted = /** @type {((inputs?: Org_Not_DeletedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_DeletedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_not_deleted(inputs)
	if (locale === "ar") return ar_org_not_deleted(inputs)
	if (locale === "en-XA") return en_xa2_org_not_deleted(inputs)
	return en_org_not_deleted(inputs)
});