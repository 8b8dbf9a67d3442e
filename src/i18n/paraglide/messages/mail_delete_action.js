import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Delete_ActionInputs */

const en_mail_delete_action = /** @type {(inputs: Mail_Delete_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

const de_mail_delete_action = /** @type {(inputs: Mail_Delete_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Konto löschen`)
};

const ar_mail_delete_action = /** @type {(inputs: Mail_Delete_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احذف حسابي`)
};

const en_xa2_mail_delete_action = /** @type {(inputs: Mail_Delete_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ɱý áççóúñţ ·······]`)
};

/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Mail_Delete_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_action = /** @type {((inputs?: Mail_Delete_ActionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_ActionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_delete_action(inputs)
	if (locale === "ar") return ar_mail_delete_action(inputs)
	if (locale === "en-XA") return en_xa2_mail_delete_action(inputs)
	return en_mail_delete_action(inputs)
});