import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Delete_Link_TextInputs */

const en_mail_delete_link_text = /** @type {(inputs: Mail_Delete_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link works once, for 24 hours, in the browser where you are signed in.`)
};

const de_mail_delete_link_text = /** @type {(inputs: Mail_Delete_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link funktioniert einmal, 24 Stunden lang, in dem Browser, in dem Sie angemeldet sind.`)
};

const ar_mail_delete_link_text = /** @type {(inputs: Mail_Delete_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يعمل الرابط مرة واحدة، لمدة 24 ساعة، في المتصفح الذي سجّلت الدخول فيه.`)
};

const en_xa2_mail_delete_link_text = /** @type {(inputs: Mail_Delete_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķ ŵóŕķš óñçé, ƒóŕ 24 ĥóúŕš, íñ ţĥé ƀŕóŵšéŕ ŵĥéŕé ýóú áŕé šíĝñéð íñ. ······························]`)
};

/**
* | output |
* | --- |
* | "The link works once, for 24 hours, in the browser where you are signed in." |
*
* @param {Mail_Delete_Link_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_delete_link_text = /** @type {((inputs?: Mail_Delete_Link_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_Link_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_delete_link_text(inputs)
	if (locale === "ar") return ar_mail_delete_link_text(inputs)
	if (locale === "en-XA") return en_xa2_mail_delete_link_text(inputs)
	return en_mail_delete_link_text(inputs)
});