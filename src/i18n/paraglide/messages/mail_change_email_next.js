import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Change_Email_NextInputs */

const en_mail_change_email_next = /** @type {(inputs: Mail_Change_Email_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If that was you, approve it with the link below. We then send a link to the new address, and the change happens once it is confirmed there.`)
};

const de_mail_change_email_next = /** @type {(inputs: Mail_Change_Email_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das waren, bestätigen Sie es mit dem Link unten. Wir senden dann einen Link an die neue Adresse, und die Änderung gilt, sobald sie dort bestätigt ist.`)
};

const ar_mail_change_email_next = /** @type {(inputs: Mail_Change_Email_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن كان ذلك أنت، فوافق عليه بالرابط أدناه. سنرسل بعدها رابطًا إلى العنوان الجديد، ويتم التغيير حين يُؤكَّد هناك.`)
};

const en_xa2_mail_change_email_next = /** @type {(inputs: Mail_Change_Email_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ţĥáţ ŵáš ýóú, áþþŕóṽé íţ ŵíţĥ ţĥé ļíñķ ƀéļóŵ. Ŵé ţĥéñ šéñð á ļíñķ ţó ţĥé ñéŵ áððŕéšš, áñð ţĥé çĥáñĝé ĥáþþéñš óñçé íţ íš çóñƒíŕɱéð ţĥéŕé. ························································]`)
};

/**
* | output |
* | --- |
* | "If that was you, approve it with the link below. We then send a link to the new address, and the change happens once it is confirmed there." |
*
* @param {Mail_Change_Email_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_change_email_next = /** @type {((inputs?: Mail_Change_Email_NextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_Email_NextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_change_email_next(inputs)
	if (locale === "ar") return ar_mail_change_email_next(inputs)
	if (locale === "en-XA") return en_xa2_mail_change_email_next(inputs)
	return en_mail_change_email_next(inputs)
});