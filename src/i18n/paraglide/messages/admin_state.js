import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_StateInputs */

const en_admin_state = /** @type {(inputs: Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

const de_admin_state = /** @type {(inputs: Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zustand`)
};

const ar_admin_state = /** @type {(inputs: Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحالة`)
};

const en_xa2_admin_state = /** @type {(inputs: Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţé ··]`)
};

/**
* | output |
* | --- |
* | "State" |
*
* @param {Admin_StateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_state = /** @type {((inputs?: Admin_StateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_StateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_state(inputs)
	if (locale === "ar") return ar_admin_state(inputs)
	if (locale === "en-XA") return en_xa2_admin_state(inputs)
	return en_admin_state(inputs)
});