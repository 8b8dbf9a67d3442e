import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_Passkey_AddedInputs */

const en_mail_alert_passkey_added = /** @type {(inputs: Mail_Alert_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A passkey was added to your account`)
};

const de_mail_alert_passkey_added = /** @type {(inputs: Mail_Alert_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihrem Konto wurde ein Passkey hinzugefügt`)
};

const ar_mail_alert_passkey_added = /** @type {(inputs: Mail_Alert_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُضيف مفتاح مرور إلى حسابك`)
};

const en_xa2_mail_alert_passkey_added = /** @type {(inputs: Mail_Alert_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þáššķéý ŵáš áððéð ţó ýóúŕ áççóúñţ ··············]`)
};

/**
* | output |
* | --- |
* | "A passkey was added to your account" |
*
* @param {Mail_Alert_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_passkey_added = /** @type {((inputs?: Mail_Alert_Passkey_AddedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Passkey_AddedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_passkey_added(inputs)
	if (locale === "ar") return ar_mail_alert_passkey_added(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_passkey_added(inputs)
	return en_mail_alert_passkey_added(inputs)
});