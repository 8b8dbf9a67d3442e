import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Unavailable_IpInputs */

const en_passkey_unavailable_ip = /** @type {(inputs: Passkey_Unavailable_IpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys cannot be used while the app is served at an IP address: browsers refuse them there.`)
};

const de_passkey_unavailable_ip = /** @type {(inputs: Passkey_Unavailable_IpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys funktionieren nicht, solange die App unter einer IP-Adresse läuft: Browser lehnen sie dort ab.`)
};

const ar_passkey_unavailable_ip = /** @type {(inputs: Passkey_Unavailable_IpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن استخدام مفاتيح المرور ما دام التطبيق يُقدَّم على عنوان IP: ترفضها المتصفحات هناك.`)
};

const en_xa2_passkey_unavailable_ip = /** @type {(inputs: Passkey_Unavailable_IpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéýš çáññóţ ƀé úšéð ŵĥíļé ţĥé áþþ íš šéŕṽéð áţ áñ ÍÞ áððŕéšš: ƀŕóŵšéŕš ŕéƒúšé ţĥéɱ ţĥéŕé. ·····································]`)
};

/**
* | output |
* | --- |
* | "Passkeys cannot be used while the app is served at an IP address: browsers refuse them there." |
*
* @param {Passkey_Unavailable_IpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_unavailable_ip = /** @type {((inputs?: Passkey_Unavailable_IpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Unavailable_IpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_unavailable_ip(inputs)
	if (locale === "ar") return ar_passkey_unavailable_ip(inputs)
	if (locale === "en-XA") return en_xa2_passkey_unavailable_ip(inputs)
	return en_passkey_unavailable_ip(inputs)
});