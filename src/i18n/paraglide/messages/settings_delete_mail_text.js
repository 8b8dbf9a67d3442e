import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Settings_Delete_Mail_TextInputs */

const en_settings_delete_mail_text = /** @type {(inputs: Settings_Delete_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We mail a link to ${i?.email}; the account is deleted when you follow it.`)
};

const de_settings_delete_mail_text = /** @type {(inputs: Settings_Delete_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir senden einen Link an ${i?.email}; das Konto wird gelöscht, wenn Sie ihm folgen.`)
};

const ar_settings_delete_mail_text = /** @type {(inputs: Settings_Delete_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نرسل رابطًا إلى ${i?.email}؛ ويُحذف الحساب عند فتحه.`)
};

const en_xa2_settings_delete_mail_text = /** @type {(inputs: Settings_Delete_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé ɱáíļ á ļíñķ ţó ${i?.email}; ţĥé áççóúñţ íš ðéļéţéð ŵĥéñ ýóú ƒóļļóŵ íţ. ·························]`)
};

/**
* | output |
* | --- |
* | "We mail a link to {email}; the account is deleted when you follow it." |
*
* @param {Settings_Delete_Mail_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_mail_text = /** @type {((inputs: Settings_Delete_Mail_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Mail_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_mail_text(inputs)
	if (locale === "ar") return ar_settings_delete_mail_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_mail_text(inputs)
	return en_settings_delete_mail_text(inputs)
});