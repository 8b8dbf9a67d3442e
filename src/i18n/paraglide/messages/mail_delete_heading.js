import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Delete_HeadingInputs */

const en_mail_delete_heading = /** @type {(inputs: Mail_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account?`)
};

const de_mail_delete_heading = /** @type {(inputs: Mail_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto löschen?`)
};

const ar_mail_delete_heading = /** @type {(inputs: Mail_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف حسابك؟`)
};

const en_xa2_mail_delete_heading = /** @type {(inputs: Mail_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ýóúŕ áççóúñţ? ········]`)
};

/**
* | output |
* | --- |
* | "Delete your account?" |
*
* @param {Mail_Delete_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_heading = /** @type {((inputs?: Mail_Delete_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_delete_heading(inputs)
	if (locale === "ar") return ar_mail_delete_heading(inputs)
	if (locale === "en-XA") return en_xa2_mail_delete_heading(inputs)
	return en_mail_delete_heading(inputs)
});