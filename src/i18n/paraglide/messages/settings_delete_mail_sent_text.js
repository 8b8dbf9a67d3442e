import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Settings_Delete_Mail_Sent_TextInputs */

const en_settings_delete_mail_sent_text = /** @type {(inputs: Settings_Delete_Mail_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a deletion link to ${i?.email}.`)
};

const de_settings_delete_mail_sent_text = /** @type {(inputs: Settings_Delete_Mail_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen Link zum Löschen an ${i?.email} gesendet.`)
};

const ar_settings_delete_mail_sent_text = /** @type {(inputs: Settings_Delete_Mail_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسلنا رابط الحذف إلى ${i?.email}.`)
};

const en_xa2_settings_delete_mail_sent_text = /** @type {(inputs: Settings_Delete_Mail_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé šéñţ á ðéļéţíóñ ļíñķ ţó ${i?.email}. ···········]`)
};

/**
* | output |
* | --- |
* | "We sent a deletion link to {email}." |
*
* @param {Settings_Delete_Mail_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_mail_sent_text = /** @type {((inputs: Settings_Delete_Mail_Sent_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Mail_Sent_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_mail_sent_text(inputs)
	if (locale === "ar") return ar_settings_delete_mail_sent_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_mail_sent_text(inputs)
	return en_settings_delete_mail_sent_text(inputs)
});