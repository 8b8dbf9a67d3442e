import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_VerifiedInputs */

const en_admin_verified = /** @type {(inputs: Admin_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

const de_admin_verified = /** @type {(inputs: Admin_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigt`)
};

const ar_admin_verified = /** @type {(inputs: Admin_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مُتحقَّق منه`)
};

const en_xa2_admin_verified = /** @type {(inputs: Admin_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒíéð ···]`)
};

/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Admin_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_verified = /** @type {((inputs?: Admin_VerifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_VerifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_verified(inputs)
	if (locale === "ar") return ar_admin_verified(inputs)
	if (locale === "en-XA") return en_xa2_admin_verified(inputs)
	return en_admin_verified(inputs)
});