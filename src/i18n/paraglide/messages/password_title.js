import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_TitleInputs */

const en_password_title = /** @type {(inputs: Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const de_password_title = /** @type {(inputs: Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

const ar_password_title = /** @type {(inputs: Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور`)
};

const en_xa2_password_title = /** @type {(inputs: Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ···]`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Password_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_title = /** @type {((inputs?: Password_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_title(inputs)
	if (locale === "ar") return ar_password_title(inputs)
	if (locale === "en-XA") return en_xa2_password_title(inputs)
	return en_password_title(inputs)
});