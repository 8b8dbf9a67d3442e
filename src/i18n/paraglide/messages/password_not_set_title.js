import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Not_Set_TitleInputs */

const en_password_not_set_title = /** @type {(inputs: Password_Not_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password not set`)
};

const de_password_not_set_title = /** @type {(inputs: Password_Not_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort nicht festgelegt`)
};

const ar_password_not_set_title = /** @type {(inputs: Password_Not_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُعيَّن كلمة المرور`)
};

const en_xa2_password_not_set_title = /** @type {(inputs: Password_Not_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ñóţ šéţ ······]`)
};

/**
* | output |
* | --- |
* | "Password not set" |
*
* @param {Password_Not_Set_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_not_set_title = /** @type {((inputs?: Password_Not_Set_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Not_Set_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_not_set_title(inputs)
	if (locale === "ar") return ar_password_not_set_title(inputs)
	if (locale === "en-XA") return en_xa2_password_not_set_title(inputs)
	return en_password_not_set_title(inputs)
});