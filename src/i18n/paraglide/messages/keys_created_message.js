import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Created_MessageInputs */

const en_keys_created_message = /** @type {(inputs: Keys_Created_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make sure to save your API key - you won't see it again!`)
};

const de_keys_created_message = /** @type {(inputs: Keys_Created_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern Sie Ihren API-Schlüssel jetzt – Sie sehen ihn nicht noch einmal!`)
};

const ar_keys_created_message = /** @type {(inputs: Keys_Created_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احرص على حفظ مفتاح API الآن، فلن تراه مرة أخرى!`)
};

const en_xa2_keys_created_message = /** @type {(inputs: Keys_Created_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķé šúŕé ţó šáṽé ýóúŕ ÁÞÍ ķéý - ýóú ŵóñ'ţ šéé íţ áĝáíñ! ······················]`)
};

/**
* | output |
* | --- |
* | "Make sure to save your API key - you won't see it again!" |
*
* @param {Keys_Created_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_created_message = /** @type {((inputs?: Keys_Created_MessageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Created_MessageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_created_message(inputs)
	if (locale === "ar") return ar_keys_created_message(inputs)
	if (locale === "en-XA") return en_xa2_keys_created_message(inputs)
	return en_keys_created_message(inputs)
});