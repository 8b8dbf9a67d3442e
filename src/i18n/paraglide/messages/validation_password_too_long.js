import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Password_Too_LongInputs */

const en_validation_password_too_long = /** @type {(inputs: Validation_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password too long`)
};

const de_validation_password_too_long = /** @type {(inputs: Validation_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zu lang`)
};

const ar_validation_password_too_long = /** @type {(inputs: Validation_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور طويلة جدًا`)
};

const en_xa2_validation_password_too_long = /** @type {(inputs: Validation_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ţóó ļóñĝ ·······]`)
};

/**
* | output |
* | --- |
* | "Password too long" |
*
* @param {Validation_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_password_too_long = /** @type {((inputs?: Validation_Password_Too_LongInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Password_Too_LongInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_password_too_long(inputs)
	if (locale === "ar") return ar_validation_password_too_long(inputs)
	if (locale === "en-XA") return en_xa2_validation_password_too_long(inputs)
	return en_validation_password_too_long(inputs)
});