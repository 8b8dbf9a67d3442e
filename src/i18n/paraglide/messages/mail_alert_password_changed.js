import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_Password_ChangedInputs */

const en_mail_alert_password_changed = /** @type {(inputs: Mail_Alert_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was changed`)
};

const de_mail_alert_password_changed = /** @type {(inputs: Mail_Alert_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort wurde geändert`)
};

const ar_mail_alert_password_changed = /** @type {(inputs: Mail_Alert_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير كلمة مرورك`)
};

const en_xa2_mail_alert_password_changed = /** @type {(inputs: Mail_Alert_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáššŵóŕð ŵáš çĥáñĝéð ··········]`)
};

/**
* | output |
* | --- |
* | "Your password was changed" |
*
* @param {Mail_Alert_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_password_changed = /** @type {((inputs?: Mail_Alert_Password_ChangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Password_ChangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_password_changed(inputs)
	if (locale === "ar") return ar_mail_alert_password_changed(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_password_changed(inputs)
	return en_mail_alert_password_changed(inputs)
});