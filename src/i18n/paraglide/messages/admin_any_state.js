import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Any_StateInputs */

const en_admin_any_state = /** @type {(inputs: Admin_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any state`)
};

const de_admin_any_state = /** @type {(inputs: Admin_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Zustand`)
};

const ar_admin_any_state = /** @type {(inputs: Admin_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي حالة`)
};

const en_xa2_admin_any_state = /** @type {(inputs: Admin_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý šţáţé ····]`)
};

/**
* | output |
* | --- |
* | "Any state" |
*
* @param {Admin_Any_StateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_any_state = /** @type {((inputs?: Admin_Any_StateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Any_StateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_any_state(inputs)
	if (locale === "ar") return ar_admin_any_state(inputs)
	if (locale === "en-XA") return en_xa2_admin_any_state(inputs)
	return en_admin_any_state(inputs)
});