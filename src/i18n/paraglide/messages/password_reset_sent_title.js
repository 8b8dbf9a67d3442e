import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Reset_Sent_TitleInputs */

const en_password_reset_sent_title = /** @type {(inputs: Password_Reset_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset link sent`)
};

const de_password_reset_sent_title = /** @type {(inputs: Password_Reset_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zum Zurücksetzen gesendet`)
};

const ar_password_reset_sent_title = /** @type {(inputs: Password_Reset_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُرسل رابط إعادة التعيين`)
};

const en_xa2_password_reset_sent_title = /** @type {(inputs: Password_Reset_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ļíñķ šéñţ ······]`)
};

/**
* | output |
* | --- |
* | "Reset link sent" |
*
* @param {Password_Reset_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_sent_title = /** @type {((inputs?: Password_Reset_Sent_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_Sent_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_sent_title(inputs)
	if (locale === "ar") return ar_password_reset_sent_title(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_sent_title(inputs)
	return en_password_reset_sent_title(inputs)
});