import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_New_Name_DescriptionInputs */

const en_keys_new_name_description = /** @type {(inputs: Keys_New_Name_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example the service that will use it`)
};

const de_keys_new_name_description = /** @type {(inputs: Keys_New_Name_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Beispiel der Dienst, der ihn verwenden wird`)
};

const ar_keys_new_name_description = /** @type {(inputs: Keys_New_Name_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلًا اسم الخدمة التي ستستخدمه`)
};

const en_xa2_keys_new_name_description = /** @type {(inputs: Keys_New_Name_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ éẋáɱþļé ţĥé šéŕṽíçé ţĥáţ ŵíļļ úšé íţ ················]`)
};

/**
* | output |
* | --- |
* | "For example the service that will use it" |
*
* @param {Keys_New_Name_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_new_name_description = /** @type {((inputs?: Keys_New_Name_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_New_Name_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_new_name_description(inputs)
	if (locale === "ar") return ar_keys_new_name_description(inputs)
	if (locale === "en-XA") return en_xa2_keys_new_name_description(inputs)
	return en_keys_new_name_description(inputs)
});