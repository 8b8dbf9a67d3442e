import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Not_VerifiedInputs */

const en_settings_email_not_verified = /** @type {(inputs: Settings_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified`)
};

const de_settings_email_not_verified = /** @type {(inputs: Settings_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht bestätigt`)
};

const ar_settings_email_not_verified = /** @type {(inputs: Settings_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير موثَّق`)
};

const en_xa2_settings_email_not_verified = /** @type {(inputs: Settings_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ṽéŕíƒíéð ·····]`)
};

/**
* | output |
* | --- |
* | "Not verified" |
*
* @param {Settings_Email_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_not_verified = /** @type {((inputs?: Settings_Email_Not_VerifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Not_VerifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_not_verified(inputs)
	if (locale === "ar") return ar_settings_email_not_verified(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_not_verified(inputs)
	return en_settings_email_not_verified(inputs)
});