import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Password_Too_ShortInputs */

const en_validation_password_too_short = /** @type {(inputs: Validation_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password too short`)
};

const de_validation_password_too_short = /** @type {(inputs: Validation_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zu kurz`)
};

const ar_validation_password_too_short = /** @type {(inputs: Validation_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور قصيرة جدًا`)
};

const en_xa2_validation_password_too_short = /** @type {(inputs: Validation_Password_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ţóó šĥóŕţ ·······]`)
};

/**
* | output |
* | --- |
* | "Password too short" |
*
* @param {Validation_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_password_too_short = /** @type {((inputs?: Validation_Password_Too_ShortInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Password_Too_ShortInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_password_too_short(inputs)
	if (locale === "ar") return ar_validation_password_too_short(inputs)
	if (locale === "en-XA") return en_xa2_validation_password_too_short(inputs)
	return en_validation_password_too_short(inputs)
});