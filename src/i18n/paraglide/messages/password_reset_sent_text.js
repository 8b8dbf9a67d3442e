import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Password_Reset_Sent_TextInputs */

const en_password_reset_sent_text = /** @type {(inputs: Password_Reset_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.email} for a link to choose a new password.`)
};

const de_password_reset_sent_text = /** @type {(inputs: Password_Reset_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Im Postfach von ${i?.email} finden Sie einen Link, um ein neues Passwort zu wählen.`)
};

const ar_password_reset_sent_text = /** @type {(inputs: Password_Reset_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تحقّق من ${i?.email} للعثور على رابط لاختيار كلمة مرور جديدة.`)
};

const en_xa2_password_reset_sent_text = /** @type {(inputs: Password_Reset_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ${i?.email} ƒóŕ á ļíñķ ţó çĥóóšé á ñéŵ þáššŵóŕð. ·················]`)
};

/**
* | output |
* | --- |
* | "Check {email} for a link to choose a new password." |
*
* @param {Password_Reset_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_sent_text = /** @type {((inputs: Password_Reset_Sent_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_Sent_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_sent_text(inputs)
	if (locale === "ar") return ar_password_reset_sent_text(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_sent_text(inputs)
	return en_password_reset_sent_text(inputs)
});