import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Leave_EllipsisInputs */

const en_org_leave_ellipsis = /** @type {(inputs: Org_Leave_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave organization…`)
};

const de_org_leave_ellipsis = /** @type {(inputs: Org_Leave_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation verlassen…`)
};

const ar_org_leave_ellipsis = /** @type {(inputs: Org_Leave_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مغادرة المؤسسة…`)
};

const en_xa2_org_leave_ellipsis = /** @type {(inputs: Org_Leave_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé óŕĝáñížáţíóñ… ········]`)
};

/**
* | output |
* | --- |
* | "Leave organization…" |
*
* @param {Org_Leave_EllipsisInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave_ellipsis = /** @type {((inputs?: Org_Leave_EllipsisInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_EllipsisInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_leave_ellipsis(inputs)
	if (locale === "ar") return ar_org_leave_ellipsis(inputs)
	if (locale === "en-XA") return en_xa2_org_leave_ellipsis(inputs)
	return en_org_leave_ellipsis(inputs)
});