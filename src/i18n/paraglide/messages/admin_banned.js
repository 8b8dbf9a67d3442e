import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_BannedInputs */

const en_admin_banned = /** @type {(inputs: Admin_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banned`)
};

const de_admin_banned = /** @type {(inputs: Admin_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesperrt`)
};

const ar_admin_banned = /** @type {(inputs: Admin_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محظور`)
};

const en_xa2_admin_banned = /** @type {(inputs: Admin_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáññéð ··]`)
};

/**
* | output |
* | --- |
* | "Banned" |
*
* @param {Admin_BannedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_banned = /** @type {((inputs?: Admin_BannedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_BannedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_banned(inputs)
	if (locale === "ar") return ar_admin_banned(inputs)
	if (locale === "en-XA") return en_xa2_admin_banned(inputs)
	return en_admin_banned(inputs)
});