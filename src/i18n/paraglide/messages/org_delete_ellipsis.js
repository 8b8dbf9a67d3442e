import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Delete_EllipsisInputs */

const en_org_delete_ellipsis = /** @type {(inputs: Org_Delete_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete organization…`)
};

const de_org_delete_ellipsis = /** @type {(inputs: Org_Delete_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation löschen…`)
};

const ar_org_delete_ellipsis = /** @type {(inputs: Org_Delete_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف المؤسسة…`)
};

const en_xa2_org_delete_ellipsis = /** @type {(inputs: Org_Delete_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé óŕĝáñížáţíóñ… ········]`)
};

/**
* | output |
* | --- |
* | "Delete organization…" |
*
* @param {Org_Delete_EllipsisInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_ellipsis = /** @type {((inputs?: Org_Delete_EllipsisInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_EllipsisInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_delete_ellipsis(inputs)
	if (locale === "ar") return ar_org_delete_ellipsis(inputs)
	if (locale === "en-XA") return en_xa2_org_delete_ellipsis(inputs)
	return en_org_delete_ellipsis(inputs)
});