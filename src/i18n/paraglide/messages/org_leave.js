import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_LeaveInputs */

const en_org_leave = /** @type {(inputs: Org_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave organization`)
};

const de_org_leave = /** @type {(inputs: Org_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation verlassen`)
};

const ar_org_leave = /** @type {(inputs: Org_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مغادرة المؤسسة`)
};

const en_xa2_org_leave = /** @type {(inputs: Org_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé óŕĝáñížáţíóñ ·······]`)
};

/**
* | output |
* | --- |
* | "Leave organization" |
*
* @param {Org_LeaveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave = /** @type {((inputs?: Org_LeaveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_LeaveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_leave(inputs)
	if (locale === "ar") return ar_org_leave(inputs)
	if (locale === "en-XA") return en_xa2_org_leave(inputs)
	return en_org_leave(inputs)
});