import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown>, what: NonNullable<unknown> }} Mail_Alert_SubjectInputs */

const en_mail_alert_subject = /** @type {(inputs: Mail_Alert_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName} security alert: ${i?.what}`)
};

const de_mail_alert_subject = /** @type {(inputs: Mail_Alert_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sicherheitshinweis von ${i?.appName}: ${i?.what}`)
};

const ar_mail_alert_subject = /** @type {(inputs: Mail_Alert_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تنبيه أمني من ${i?.appName}: ${i?.what}`)
};

const en_xa2_mail_alert_subject = /** @type {(inputs: Mail_Alert_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.appName} šéçúŕíţý áļéŕţ: ${i?.what} ·······]`)
};

/**
* | output |
* | --- |
* | "{appName} security alert: {what}" |
*
* @param {Mail_Alert_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_subject = /** @type {((inputs: Mail_Alert_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_subject(inputs)
	if (locale === "ar") return ar_mail_alert_subject(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_subject(inputs)
	return en_mail_alert_subject(inputs)
});