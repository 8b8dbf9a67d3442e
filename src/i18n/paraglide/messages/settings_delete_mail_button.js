import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_Mail_ButtonInputs */

const en_settings_delete_mail_button = /** @type {(inputs: Settings_Delete_Mail_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me a deletion link`)
};

const de_settings_delete_mail_button = /** @type {(inputs: Settings_Delete_Mail_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zum Löschen per E-Mail senden`)
};

const ar_settings_delete_mail_button = /** @type {(inputs: Settings_Delete_Mail_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل لي رابط الحذف`)
};

const en_xa2_settings_delete_mail_button = /** @type {(inputs: Settings_Delete_Mail_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ɱé á ðéļéţíóñ ļíñķ ··········]`)
};

/**
* | output |
* | --- |
* | "Email me a deletion link" |
*
* @param {Settings_Delete_Mail_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_mail_button = /** @type {((inputs?: Settings_Delete_Mail_ButtonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Mail_ButtonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_mail_button(inputs)
	if (locale === "ar") return ar_settings_delete_mail_button(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_mail_button(inputs)
	return en_settings_delete_mail_button(inputs)
});