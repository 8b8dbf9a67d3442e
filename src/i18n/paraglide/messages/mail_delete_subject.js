import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Mail_Delete_SubjectInputs */

const en_mail_delete_subject = /** @type {(inputs: Mail_Delete_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm the deletion of your ${i?.appName} account`)
};

const de_mail_delete_subject = /** @type {(inputs: Mail_Delete_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie die Löschung Ihres ${i?.appName}-Kontos`)
};

const ar_mail_delete_subject = /** @type {(inputs: Mail_Delete_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أكّد حذف حسابك على ${i?.appName}`)
};

const en_xa2_mail_delete_subject = /** @type {(inputs: Mail_Delete_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ţĥé ðéļéţíóñ óƒ ýóúŕ ${i?.appName} áççóúñţ ···············]`)
};

/**
* | output |
* | --- |
* | "Confirm the deletion of your {appName} account" |
*
* @param {Mail_Delete_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_subject = /** @type {((inputs: Mail_Delete_SubjectInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_SubjectInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_delete_subject(inputs)
	if (locale === "ar") return ar_mail_delete_subject(inputs)
	if (locale === "en-XA") return en_xa2_mail_delete_subject(inputs)
	return en_mail_delete_subject(inputs)
});