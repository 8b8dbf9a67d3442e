import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Reset_HeadingInputs */

const en_password_reset_heading = /** @type {(inputs: Password_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

const de_password_reset_heading = /** @type {(inputs: Password_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wählen`)
};

const ar_password_reset_heading = /** @type {(inputs: Password_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور جديدة`)
};

const en_xa2_password_reset_heading = /** @type {(inputs: Password_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ñéŵ þáššŵóŕð ········]`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Password_Reset_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_heading = /** @type {((inputs?: Password_Reset_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_heading(inputs)
	if (locale === "ar") return ar_password_reset_heading(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_heading(inputs)
	return en_password_reset_heading(inputs)
});