import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Button_FallbackInputs */

const en_mail_button_fallback = /** @type {(inputs: Mail_Button_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the button does not work, paste this address into your browser:`)
};

const de_mail_button_fallback = /** @type {(inputs: Mail_Button_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls die Schaltfläche nicht funktioniert, fügen Sie diese Adresse in Ihren Browser ein:`)
};

const ar_mail_button_fallback = /** @type {(inputs: Mail_Button_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا لم يعمل الزر، فالصق هذا العنوان في متصفحك:`)
};

const en_xa2_mail_button_fallback = /** @type {(inputs: Mail_Button_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ ţĥé ƀúţţóñ ðóéš ñóţ ŵóŕķ, þášţé ţĥíš áððŕéšš íñţó ýóúŕ ƀŕóŵšéŕ: ··························]`)
};

/**
* | output |
* | --- |
* | "If the button does not work, paste this address into your browser:" |
*
* @param {Mail_Button_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_button_fallback = /** @type {((inputs?: Mail_Button_FallbackInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_FallbackInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_button_fallback(inputs)
	if (locale === "ar") return ar_mail_button_fallback(inputs)
	if (locale === "en-XA") return en_xa2_mail_button_fallback(inputs)
	return en_mail_button_fallback(inputs)
});