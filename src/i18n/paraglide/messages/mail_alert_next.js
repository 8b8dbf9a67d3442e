import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_NextInputs */

const en_mail_alert_next = /** @type {(inputs: Mail_Alert_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was you, there is nothing to do. If it was not, use the link below: it signs out every session of the account, and you sign in again by email.`)
};

const de_mail_alert_next = /** @type {(inputs: Mail_Alert_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das waren, ist nichts zu tun. Wenn nicht, verwenden Sie den Link unten: Er meldet jede Sitzung des Kontos ab, und Sie melden sich per E-Mail wieder an.`)
};

const ar_mail_alert_next = /** @type {(inputs: Mail_Alert_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن كان ذلك أنت، فلا شيء عليك فعله. وإن لم يكن، فاستخدم الرابط أدناه: فهو يُنهي كل جلسات الحساب، ثم تسجّل الدخول من جديد عبر البريد الإلكتروني.`)
};

const en_xa2_mail_alert_next = /** @type {(inputs: Mail_Alert_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ íţ ŵáš ýóú, ţĥéŕé íš ñóţĥíñĝ ţó ðó. Íƒ íţ ŵáš ñóţ, úšé ţĥé ļíñķ ƀéļóŵ: íţ šíĝñš óúţ éṽéŕý šéššíóñ óƒ ţĥé áççóúñţ, áñð ýóú šíĝñ íñ áĝáíñ ƀý éɱáíļ. ···························································]`)
};

/**
* | output |
* | --- |
* | "If it was you, there is nothing to do. If it was not, use the link below: it signs out every session of the account, and you sign in again by email." |
*
* @param {Mail_Alert_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_next = /** @type {((inputs?: Mail_Alert_NextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_NextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_next(inputs)
	if (locale === "ar") return ar_mail_alert_next(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_next(inputs)
	return en_mail_alert_next(inputs)
});