import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_DeleteInputs */

const en_org_delete = /** @type {(inputs: Org_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete organization`)
};

const de_org_delete = /** @type {(inputs: Org_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation löschen`)
};

const ar_org_delete = /** @type {(inputs: Org_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف المؤسسة`)
};

const en_xa2_org_delete = /** @type {(inputs: Org_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé óŕĝáñížáţíóñ ········]`)
};

/**
* | output |
* | --- |
* | "Delete organization" |
*
* @param {Org_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete = /** @type {((inputs?: Org_DeleteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_DeleteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_delete(inputs)
	if (locale === "ar") return ar_org_delete(inputs)
	if (locale === "en-XA") return en_xa2_org_delete(inputs)
	return en_org_delete(inputs)
});