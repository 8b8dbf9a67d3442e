import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Delete_TitleInputs */

const en_org_delete_title = /** @type {(inputs: Org_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the organization`)
};

const de_org_delete_title = /** @type {(inputs: Org_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation löschen`)
};

const ar_org_delete_title = /** @type {(inputs: Org_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف المؤسسة`)
};

const en_xa2_org_delete_title = /** @type {(inputs: Org_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţĥé óŕĝáñížáţíóñ ·········]`)
};

/**
* | output |
* | --- |
* | "Delete the organization" |
*
* @param {Org_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_title = /** @type {((inputs?: Org_Delete_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_delete_title(inputs)
	if (locale === "ar") return ar_org_delete_title(inputs)
	if (locale === "en-XA") return en_xa2_org_delete_title(inputs)
	return en_org_delete_title(inputs)
});