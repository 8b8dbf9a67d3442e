import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Feature_Link_TextInputs */

const en_landing_feature_link_text = /** @type {(inputs: Landing_Feature_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address and follow the link we send. Links work once and expire in minutes.`)
};

const de_landing_feature_link_text = /** @type {(inputs: Landing_Feature_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihre E-Mail-Adresse ein und folgen Sie dem Link, den wir Ihnen senden. Links funktionieren einmal und laufen nach wenigen Minuten ab.`)
};

const ar_landing_feature_link_text = /** @type {(inputs: Landing_Feature_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريدك الإلكتروني واتبع الرابط الذي نرسله إليك. تعمل الروابط مرة واحدة وتنتهي صلاحيتها خلال دقائق.`)
};

const en_xa2_landing_feature_link_text = /** @type {(inputs: Landing_Feature_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ éɱáíļ áððŕéšš áñð ƒóļļóŵ ţĥé ļíñķ ŵé šéñð. Ļíñķš ŵóŕķ óñçé áñð éẋþíŕé íñ ɱíñúţéš. ·····································]`)
};

/**
* | output |
* | --- |
* | "Enter your email address and follow the link we send. Links work once and expire in minutes." |
*
* @param {Landing_Feature_Link_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_link_text = /** @type {((inputs?: Landing_Feature_Link_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Link_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_feature_link_text(inputs)
	if (locale === "ar") return ar_landing_feature_link_text(inputs)
	if (locale === "en-XA") return en_xa2_landing_feature_link_text(inputs)
	return en_landing_feature_link_text(inputs)
});