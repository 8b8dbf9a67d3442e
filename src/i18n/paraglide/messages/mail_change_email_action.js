import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Change_Email_ActionInputs */

const en_mail_change_email_action = /** @type {(inputs: Mail_Change_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve the change`)
};

const de_mail_change_email_action = /** @type {(inputs: Mail_Change_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderung bestätigen`)
};

const ar_mail_change_email_action = /** @type {(inputs: Mail_Change_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الموافقة على التغيير`)
};

const en_xa2_mail_change_email_action = /** @type {(inputs: Mail_Change_Email_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþŕóṽé ţĥé çĥáñĝé ·······]`)
};

/**
* | output |
* | --- |
* | "Approve the change" |
*
* @param {Mail_Change_Email_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_action = /** @type {((inputs?: Mail_Change_Email_ActionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_ActionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_change_email_action(inputs)
	if (locale === "ar") return ar_mail_change_email_action(inputs)
	if (locale === "en-XA") return en_xa2_mail_change_email_action(inputs)
	return en_mail_change_email_action(inputs)
});