import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_Password_ResetInputs */

const en_mail_alert_password_reset = /** @type {(inputs: Mail_Alert_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was reset`)
};

const de_mail_alert_password_reset = /** @type {(inputs: Mail_Alert_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort wurde zurückgesetzt`)
};

const ar_mail_alert_password_reset = /** @type {(inputs: Mail_Alert_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إعادة تعيين كلمة مرورك`)
};

const en_xa2_mail_alert_password_reset = /** @type {(inputs: Mail_Alert_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáššŵóŕð ŵáš ŕéšéţ ·········]`)
};

/**
* | output |
* | --- |
* | "Your password was reset" |
*
* @param {Mail_Alert_Password_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_password_reset = /** @type {((inputs?: Mail_Alert_Password_ResetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Password_ResetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_password_reset(inputs)
	if (locale === "ar") return ar_mail_alert_password_reset(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_password_reset(inputs)
	return en_mail_alert_password_reset(inputs)
});