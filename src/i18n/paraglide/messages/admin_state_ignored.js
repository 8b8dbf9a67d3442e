import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_State_IgnoredInputs */

const en_admin_state_ignored = /** @type {(inputs: Admin_State_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignored`)
};

const de_admin_state_ignored = /** @type {(inputs: Admin_State_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignoriert`)
};

const ar_admin_state_ignored = /** @type {(inputs: Admin_State_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متجاهلة`)
};

const en_xa2_admin_state_ignored = /** @type {(inputs: Admin_State_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íĝñóŕéð ···]`)
};

/**
* | output |
* | --- |
* | "Ignored" |
*
* @param {Admin_State_IgnoredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_state_ignored = /** @type {((inputs?: Admin_State_IgnoredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_State_IgnoredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_state_ignored(inputs)
	if (locale === "ar") return ar_admin_state_ignored(inputs)
	if (locale === "en-XA") return en_xa2_admin_state_ignored(inputs)
	return en_admin_state_ignored(inputs)
});