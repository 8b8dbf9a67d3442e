import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_SetInputs */

const en_password_set = /** @type {(inputs: Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a password`)
};

const de_password_set = /** @type {(inputs: Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort festlegen`)
};

const ar_password_set = /** @type {(inputs: Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعيين كلمة مرور`)
};

const en_xa2_password_set = /** @type {(inputs: Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ á þáššŵóŕð ······]`)
};

/**
* | output |
* | --- |
* | "Set a password" |
*
* @param {Password_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_set = /** @type {((inputs?: Password_SetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_SetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_set(inputs)
	if (locale === "ar") return ar_password_set(inputs)
	if (locale === "en-XA") return en_xa2_password_set(inputs)
	return en_password_set(inputs)
});