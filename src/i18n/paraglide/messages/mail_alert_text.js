import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown>, when: NonNullable<unknown>, device: NonNullable<unknown>, network: NonNullable<unknown> }} Mail_Alert_TextInputs */

const en_mail_alert_text = /** @type {(inputs: Mail_Alert_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This happened on your ${i?.appName} account on ${i?.when}, from ${i?.device} on ${i?.network}.`)
};

const de_mail_alert_text = /** @type {(inputs: Mail_Alert_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das geschah in Ihrem ${i?.appName}-Konto am ${i?.when}, von ${i?.device} aus ${i?.network}.`)
};

const ar_mail_alert_text = /** @type {(inputs: Mail_Alert_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حدث هذا في حسابك على ${i?.appName} بتاريخ ${i?.when}، من ${i?.device} على ${i?.network}.`)
};

const en_xa2_mail_alert_text = /** @type {(inputs: Mail_Alert_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ĥáþþéñéð óñ ýóúŕ ${i?.appName} áççóúñţ óñ ${i?.when}, ƒŕóɱ ${i?.device} óñ ${i?.network}. ··················]`)
};

/**
* | output |
* | --- |
* | "This happened on your {appName} account on {when}, from {device} on {network}." |
*
* @param {Mail_Alert_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_alert_text = /** @type {((inputs: Mail_Alert_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Alert_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_alert_text(inputs)
	if (locale === "ar") return ar_mail_alert_text(inputs)
	if (locale === "en-XA") return en_xa2_mail_alert_text(inputs)
	return en_mail_alert_text(inputs)
});