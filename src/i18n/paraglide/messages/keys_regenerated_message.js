import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Regenerated_MessageInputs */

const en_keys_regenerated_message = /** @type {(inputs: Keys_Regenerated_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make sure to save your new API key - you won't see it again!`)
};

const de_keys_regenerated_message = /** @type {(inputs: Keys_Regenerated_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern Sie Ihren neuen API-Schlüssel jetzt – Sie sehen ihn nicht noch einmal!`)
};

const ar_keys_regenerated_message = /** @type {(inputs: Keys_Regenerated_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احرص على حفظ مفتاح API الجديد الآن، فلن تراه مرة أخرى!`)
};

const en_xa2_keys_regenerated_message = /** @type {(inputs: Keys_Regenerated_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķé šúŕé ţó šáṽé ýóúŕ ñéŵ ÁÞÍ ķéý - ýóú ŵóñ'ţ šéé íţ áĝáíñ! ························]`)
};

/**
* | output |
* | --- |
* | "Make sure to save your new API key - you won't see it again!" |
*
* @param {Keys_Regenerated_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerated_message = /** @type {((inputs?: Keys_Regenerated_MessageInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerated_MessageInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_regenerated_message(inputs)
	if (locale === "ar") return ar_keys_regenerated_message(inputs)
	if (locale === "en-XA") return en_xa2_keys_regenerated_message(inputs)
	return en_keys_regenerated_message(inputs)
});