import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Not_VerifiedInputs */

const en_admin_not_verified = /** @type {(inputs: Admin_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified`)
};

const de_admin_not_verified = /** @type {(inputs: Admin_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht bestätigt`)
};

const ar_admin_not_verified = /** @type {(inputs: Admin_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير مُتحقَّق منه`)
};

const en_xa2_admin_not_verified = /** @type {(inputs: Admin_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ṽéŕíƒíéð ·····]`)
};

/**
* | output |
* | --- |
* | "Not verified" |
*
* @param {Admin_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_not_verified = /** @type {((inputs?: Admin_Not_VerifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Not_VerifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_not_verified(inputs)
	if (locale === "ar") return ar_admin_not_verified(inputs)
	if (locale === "en-XA") return en_xa2_admin_not_verified(inputs)
	return en_admin_not_verified(inputs)
});