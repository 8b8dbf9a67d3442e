import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_FootnoteInputs */

const en_mail_alert_footnote = /** @type {(inputs: Mail_Alert_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then change your password in the settings if you have one, and check your linked accounts and API key.`)
};

const de_mail_alert_footnote = /** @type {(inputs: Mail_Alert_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändern Sie danach in den Einstellungen Ihr Passwort, falls Sie eines haben, und prüfen Sie Ihre verknüpften Konten und Ihren API-Schlüssel.`)
};

const ar_mail_alert_footnote = /** @type {(inputs: Mail_Alert_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثم غيّر كلمة مرورك من الإعدادات إن كانت لديك واحدة، وراجع حساباتك المرتبطة ومفتاح API.`)
};

const en_xa2_mail_alert_footnote = /** @type {(inputs: Mail_Alert_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéñ çĥáñĝé ýóúŕ þáššŵóŕð íñ ţĥé šéţţíñĝš íƒ ýóú ĥáṽé óñé, áñð çĥéçķ ýóúŕ ļíñķéð áççóúñţš áñð ÁÞÍ ķéý. ·········································]`)
};

/**
* | output |
* | --- |
* | "Then change your password in the settings if you have one, and check your linked accounts and API key." |
*
* @param {Mail_Alert_FootnoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_footnote = /** @type {((inputs?: Mail_Alert_FootnoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_FootnoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_footnote(inputs)
	if (locale === "ar") return ar_mail_alert_footnote(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_footnote(inputs)
	return en_mail_alert_footnote(inputs)
});