import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Link_Not_SentInputs */

const en_login_link_not_sent = /** @type {(inputs: Login_Link_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link was not sent`)
};

const de_login_link_not_sent = /** @type {(inputs: Login_Link_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link wurde nicht gesendet`)
};

const ar_login_link_not_sent = /** @type {(inputs: Login_Link_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُرسَل الرابط`)
};

const en_xa2_login_link_not_sent = /** @type {(inputs: Login_Link_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķ ŵáš ñóţ šéñţ ········]`)
};

/**
* | output |
* | --- |
* | "The link was not sent" |
*
* @param {Login_Link_Not_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_link_not_sent = /** @type {((inputs?: Login_Link_Not_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Link_Not_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_link_not_sent(inputs)
	if (locale === "ar") return ar_login_link_not_sent(inputs)
	if (locale === "en-XA") return en_xa2_login_link_not_sent(inputs)
	return en_login_link_not_sent(inputs)
});