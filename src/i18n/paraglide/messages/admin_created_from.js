import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Created_FromInputs */

const en_admin_created_from = /** @type {(inputs: Admin_Created_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created from`)
};

const de_admin_created_from = /** @type {(inputs: Admin_Created_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt ab`)
};

const ar_admin_created_from = /** @type {(inputs: Admin_Created_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُنشئ من`)
};

const en_xa2_admin_created_from = /** @type {(inputs: Admin_Created_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð ƒŕóɱ ·····]`)
};

/**
* | output |
* | --- |
* | "Created from" |
*
* @param {Admin_Created_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_created_from = /** @type {((inputs?: Admin_Created_FromInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Created_FromInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_created_from(inputs)
	if (locale === "ar") return ar_admin_created_from(inputs)
	if (locale === "en-XA") return en_xa2_admin_created_from(inputs)
	return en_admin_created_from(inputs)
});