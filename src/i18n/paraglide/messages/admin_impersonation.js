import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ImpersonationInputs */

const en_admin_impersonation = /** @type {(inputs: Admin_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impersonation`)
};

const de_admin_impersonation = /** @type {(inputs: Admin_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handeln als Benutzer`)
};

const ar_admin_impersonation = /** @type {(inputs: Admin_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التصرف بصفة مستخدم`)
};

const en_xa2_admin_impersonation = /** @type {(inputs: Admin_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íɱþéŕšóñáţíóñ ·····]`)
};

/**
* | output |
* | --- |
* | "Impersonation" |
*
* @param {Admin_ImpersonationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_impersonation = /** @type {((inputs?: Admin_ImpersonationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ImpersonationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_impersonation(inputs)
	if (locale === "ar") return ar_admin_impersonation(inputs)
	if (locale === "en-XA") return en_xa2_admin_impersonation(inputs)
	return en_admin_impersonation(inputs)
});