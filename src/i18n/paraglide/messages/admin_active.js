import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ActiveInputs */

const en_admin_active = /** @type {(inputs: Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const de_admin_active = /** @type {(inputs: Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

const ar_admin_active = /** @type {(inputs: Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشطة`)
};

const en_xa2_admin_active = /** @type {(inputs: Admin_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ··]`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Admin_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_active = /** @type {((inputs?: Admin_ActiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ActiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_active(inputs)
	if (locale === "ar") return ar_admin_active(inputs)
	if (locale === "en-XA") return en_xa2_admin_active(inputs)
	return en_admin_active(inputs)
});