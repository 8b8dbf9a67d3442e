import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Feature_Key_TitleInputs */

const en_landing_feature_key_title = /** @type {(inputs: Landing_Feature_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your own API key`)
};

const de_landing_feature_key_title = /** @type {(inputs: Landing_Feature_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr eigener API-Schlüssel`)
};

const ar_landing_feature_key_title = /** @type {(inputs: Landing_Feature_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح API الخاص بك`)
};

const en_xa2_landing_feature_key_title = /** @type {(inputs: Landing_Feature_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ óŵñ ÁÞÍ ķéý ······]`)
};

/**
* | output |
* | --- |
* | "Your own API key" |
*
* @param {Landing_Feature_Key_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_key_title = /** @type {((inputs?: Landing_Feature_Key_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Key_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_feature_key_title(inputs)
	if (locale === "ar") return ar_landing_feature_key_title(inputs)
	if (locale === "en-XA") return en_xa2_landing_feature_key_title(inputs)
	return en_landing_feature_key_title(inputs)
});