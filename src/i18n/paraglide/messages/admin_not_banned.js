import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Not_BannedInputs */

const en_admin_not_banned = /** @type {(inputs: Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not banned`)
};

const de_admin_not_banned = /** @type {(inputs: Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gesperrt`)
};

const ar_admin_not_banned = /** @type {(inputs: Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير محظور`)
};

const en_xa2_admin_not_banned = /** @type {(inputs: Admin_Not_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ƀáññéð ····]`)
};

/**
* | output |
* | --- |
* | "Not banned" |
*
* @param {Admin_Not_BannedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_not_banned = /** @type {((inputs?: Admin_Not_BannedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Not_BannedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_not_banned(inputs)
	if (locale === "ar") return ar_admin_not_banned(inputs)
	if (locale === "en-XA") return en_xa2_admin_not_banned(inputs)
	return en_admin_not_banned(inputs)
});