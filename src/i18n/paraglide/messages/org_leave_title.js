import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Leave_TitleInputs */

const en_org_leave_title = /** @type {(inputs: Org_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the organization`)
};

const de_org_leave_title = /** @type {(inputs: Org_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation verlassen`)
};

const ar_org_leave_title = /** @type {(inputs: Org_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مغادرة المؤسسة`)
};

const en_xa2_org_leave_title = /** @type {(inputs: Org_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé ţĥé óŕĝáñížáţíóñ ·········]`)
};

/**
* | output |
* | --- |
* | "Leave the organization" |
*
* @param {Org_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave_title = /** @type {((inputs?: Org_Leave_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_leave_title(inputs)
	if (locale === "ar") return ar_org_leave_title(inputs)
	if (locale === "en-XA") return en_xa2_org_leave_title(inputs)
	return en_org_leave_title(inputs)
});