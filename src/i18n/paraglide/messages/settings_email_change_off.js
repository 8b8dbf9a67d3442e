import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Change_OffInputs */

const en_settings_email_change_off = /** @type {(inputs: Settings_Email_Change_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing the email address is turned off on this server.`)
};

const de_settings_email_change_off = /** @type {(inputs: Settings_Email_Change_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Ändern der E-Mail-Adresse ist auf diesem Server abgeschaltet.`)
};

const ar_settings_email_change_off = /** @type {(inputs: Settings_Email_Change_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير عنوان البريد الإلكتروني معطّل على هذا الخادم.`)
};

const en_xa2_settings_email_change_off = /** @type {(inputs: Settings_Email_Change_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝíñĝ ţĥé éɱáíļ áððŕéšš íš ţúŕñéð óƒƒ óñ ţĥíš šéŕṽéŕ. ······················]`)
};

/**
* | output |
* | --- |
* | "Changing the email address is turned off on this server." |
*
* @param {Settings_Email_Change_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_change_off = /** @type {((inputs?: Settings_Email_Change_OffInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Change_OffInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_change_off(inputs)
	if (locale === "ar") return ar_settings_email_change_off(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_change_off(inputs)
	return en_settings_email_change_off(inputs)
});