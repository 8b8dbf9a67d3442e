import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Not_MeInputs */

const en_mail_not_me = /** @type {(inputs: Mail_Not_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This wasn't me`)
};

const de_mail_not_me = /** @type {(inputs: Mail_Not_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das war ich nicht`)
};

const ar_mail_not_me = /** @type {(inputs: Mail_Not_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم أكن أنا`)
};

const en_xa2_mail_not_me = /** @type {(inputs: Mail_Not_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŵášñ'ţ ɱé ······]`)
};

/**
* | output |
* | --- |
* | "This wasn't me" |
*
* @param {Mail_Not_MeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_not_me = /** @type {((inputs?: Mail_Not_MeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Not_MeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_not_me(inputs)
	if (locale === "ar") return ar_mail_not_me(inputs)
	if (locale === "en-XA") return en_xa2_mail_not_me(inputs)
	return en_mail_not_me(inputs)
});