import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_DeletedInputs */

const en_org_deleted = /** @type {(inputs: Org_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization deleted`)
};

const de_org_deleted = /** @type {(inputs: Org_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation gelöscht`)
};

const ar_org_deleted = /** @type {(inputs: Org_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف المؤسسة`)
};

const en_xa2_org_deleted = /** @type {(inputs: Org_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ ðéļéţéð ········]`)
};

/**
* | output |
* | --- |
* | "Organization deleted" |
*
* @param {Org_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_deleted = /** @type {((inputs?: Org_DeletedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_DeletedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_deleted(inputs)
	if (locale === "ar") return ar_org_deleted(inputs)
	if (locale === "en-XA") return en_xa2_org_deleted(inputs)
	return en_org_deleted(inputs)
});