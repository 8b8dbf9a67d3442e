import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Reset_SubmitInputs */

const en_password_reset_submit = /** @type {(inputs: Password_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set new password`)
};

const de_password_reset_submit = /** @type {(inputs: Password_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort festlegen`)
};

const ar_password_reset_submit = /** @type {(inputs: Password_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعيين كلمة المرور الجديدة`)
};

const en_xa2_password_reset_submit = /** @type {(inputs: Password_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ ñéŵ þáššŵóŕð ······]`)
};

/**
* | output |
* | --- |
* | "Set new password" |
*
* @param {Password_Reset_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_submit = /** @type {((inputs?: Password_Reset_SubmitInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_SubmitInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_submit(inputs)
	if (locale === "ar") return ar_password_reset_submit(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_submit(inputs)
	return en_password_reset_submit(inputs)
});