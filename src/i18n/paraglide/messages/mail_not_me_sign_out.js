import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Not_Me_Sign_OutInputs */

const en_mail_not_me_sign_out = /** @type {(inputs: Mail_Not_Me_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This wasn't me: sign every session out`)
};

const de_mail_not_me_sign_out = /** @type {(inputs: Mail_Not_Me_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das war ich nicht: jede Sitzung abmelden`)
};

const ar_mail_not_me_sign_out = /** @type {(inputs: Mail_Not_Me_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم أكن أنا: أنهِ كل الجلسات`)
};

const en_xa2_mail_not_me_sign_out = /** @type {(inputs: Mail_Not_Me_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŵášñ'ţ ɱé: šíĝñ éṽéŕý šéššíóñ óúţ ···············]`)
};

/**
* | output |
* | --- |
* | "This wasn't me: sign every session out" |
*
* @param {Mail_Not_Me_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_not_me_sign_out = /** @type {((inputs?: Mail_Not_Me_Sign_OutInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Not_Me_Sign_OutInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_not_me_sign_out(inputs)
	if (locale === "ar") return ar_mail_not_me_sign_out(inputs)
	if (locale === "en-XA") return en_xa2_mail_not_me_sign_out(inputs)
	return en_mail_not_me_sign_out(inputs)
});