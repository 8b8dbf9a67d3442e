import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Wrong_AddressInputs */

const en_passkey_wrong_address = /** @type {(inputs: Passkey_Wrong_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys cannot be used at this address. Open the app at its usual address to use them.`)
};

const de_passkey_wrong_address = /** @type {(inputs: Passkey_Wrong_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys können unter dieser Adresse nicht verwendet werden. Öffnen Sie die App unter ihrer üblichen Adresse.`)
};

const ar_passkey_wrong_address = /** @type {(inputs: Passkey_Wrong_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن استخدام مفاتيح المرور على هذا العنوان. افتح التطبيق على عنوانه المعتاد لاستخدامها.`)
};

const en_xa2_passkey_wrong_address = /** @type {(inputs: Passkey_Wrong_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéýš çáññóţ ƀé úšéð áţ ţĥíš áððŕéšš. Óþéñ ţĥé áþþ áţ íţš úšúáļ áððŕéšš ţó úšé ţĥéɱ. ···································]`)
};

/**
* | output |
* | --- |
* | "Passkeys cannot be used at this address. Open the app at its usual address to use them." |
*
* @param {Passkey_Wrong_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_wrong_address = /** @type {((inputs?: Passkey_Wrong_AddressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Wrong_AddressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_wrong_address(inputs)
	if (locale === "ar") return ar_passkey_wrong_address(inputs)
	if (locale === "en-XA") return en_xa2_passkey_wrong_address(inputs)
	return en_passkey_wrong_address(inputs)
});