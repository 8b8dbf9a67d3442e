import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Alert_Two_Factor_DisabledInputs */

const en_mail_alert_two_factor_disabled = /** @type {(inputs: Mail_Alert_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication was turned off`)
};

const de_mail_alert_two_factor_disabled = /** @type {(inputs: Mail_Alert_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet`)
};

const ar_mail_alert_two_factor_disabled = /** @type {(inputs: Mail_Alert_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إيقاف المصادقة الثنائية`)
};

const en_xa2_mail_alert_two_factor_disabled = /** @type {(inputs: Mail_Alert_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó-ƒáçţóŕ áúţĥéñţíçáţíóñ ŵáš ţúŕñéð óƒƒ ················]`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication was turned off" |
*
* @param {Mail_Alert_Two_Factor_DisabledInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_two_factor_disabled = /** @type {((inputs?: Mail_Alert_Two_Factor_DisabledInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_Two_Factor_DisabledInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_two_factor_disabled(inputs)
	if (locale === "ar") return ar_mail_alert_two_factor_disabled(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_two_factor_disabled(inputs)
	return en_mail_alert_two_factor_disabled(inputs)
});