import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_Mail_Sent_TitleInputs */

const en_settings_delete_mail_sent_title = /** @type {(inputs: Settings_Delete_Mail_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

const de_settings_delete_mail_sent_title = /** @type {(inputs: Settings_Delete_Mail_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehen Sie in Ihr Postfach`)
};

const ar_settings_delete_mail_sent_title = /** @type {(inputs: Settings_Delete_Mail_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحقّق من بريدك الوارد`)
};

const en_xa2_settings_delete_mail_sent_title = /** @type {(inputs: Settings_Delete_Mail_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ýóúŕ íñƀóẋ ······]`)
};

/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Settings_Delete_Mail_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_mail_sent_title = /** @type {((inputs?: Settings_Delete_Mail_Sent_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Mail_Sent_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_mail_sent_title(inputs)
	if (locale === "ar") return ar_settings_delete_mail_sent_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_mail_sent_title(inputs)
	return en_settings_delete_mail_sent_title(inputs)
});