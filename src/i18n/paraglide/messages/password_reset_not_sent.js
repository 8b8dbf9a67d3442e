import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Reset_Not_SentInputs */

const en_password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reset link was not sent`)
};

const de_password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link zum Zurücksetzen wurde nicht gesendet`)
};

const ar_password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُرسَل رابط إعادة التعيين`)
};

const en_xa2_password_reset_not_sent = /** @type {(inputs: Password_Reset_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéšéţ ļíñķ ŵáš ñóţ šéñţ ···········]`)
};

/**
* | output |
* | --- |
* | "The reset link was not sent" |
*
* @param {Password_Reset_Not_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_not_sent = /** @type {((inputs?: Password_Reset_Not_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_Not_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_not_sent(inputs)
	if (locale === "ar") return ar_password_reset_not_sent(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_not_sent(inputs)
	return en_password_reset_not_sent(inputs)
});