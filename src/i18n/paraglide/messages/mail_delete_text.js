import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Mail_Delete_TextInputs */

const en_mail_delete_text = /** @type {(inputs: Mail_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow the link to delete your ${i?.appName} account and everything in it. This cannot be undone.`)
};

const de_mail_delete_text = /** @type {(inputs: Mail_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Folgen Sie dem Link, um Ihr ${i?.appName}-Konto mit allem, was darin ist, zu löschen. Das lässt sich nicht rückgängig machen.`)
};

const ar_mail_delete_text = /** @type {(inputs: Mail_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`افتح الرابط لحذف حسابك على ${i?.appName} وكل ما فيه. لا يمكن التراجع عن ذلك.`)
};

const en_xa2_mail_delete_text = /** @type {(inputs: Mail_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒóļļóŵ ţĥé ļíñķ ţó ðéļéţé ýóúŕ ${i?.appName} áççóúñţ áñð éṽéŕýţĥíñĝ íñ íţ. Ţĥíš çáññóţ ƀé úñðóñé. ··································]`)
};

/**
* | output |
* | --- |
* | "Follow the link to delete your {appName} account and everything in it. This cannot be undone." |
*
* @param {Mail_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_text = /** @type {((inputs: Mail_Delete_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_delete_text(inputs)
	if (locale === "ar") return ar_mail_delete_text(inputs)
	if (locale === "en-XA") return en_xa2_mail_delete_text(inputs)
	return en_mail_delete_text(inputs)
});