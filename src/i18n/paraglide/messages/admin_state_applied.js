import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_State_AppliedInputs */

const en_admin_state_applied = /** @type {(inputs: Admin_State_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied`)
};

const de_admin_state_applied = /** @type {(inputs: Admin_State_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angewendet`)
};

const ar_admin_state_applied = /** @type {(inputs: Admin_State_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مُطبّقة`)
};

const en_xa2_admin_state_applied = /** @type {(inputs: Admin_State_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļíéð ···]`)
};

/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Admin_State_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_state_applied = /** @type {((inputs?: Admin_State_AppliedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_State_AppliedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_state_applied(inputs)
	if (locale === "ar") return ar_admin_state_applied(inputs)
	if (locale === "en-XA") return en_xa2_admin_state_applied(inputs)
	return en_admin_state_applied(inputs)
});