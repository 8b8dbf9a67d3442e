import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Key_PlaceholderInputs */

const en_apidocs_key_placeholder = /** @type {(inputs: Apidocs_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste your key (tl_…)`)
};

const de_apidocs_key_placeholder = /** @type {(inputs: Apidocs_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel einfügen (tl_…)`)
};

const ar_apidocs_key_placeholder = /** @type {(inputs: Apidocs_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصق مفتاحك (tl_…)`)
};

const en_xa2_apidocs_key_placeholder = /** @type {(inputs: Apidocs_Key_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţé ýóúŕ ķéý (ţļ_…) ········]`)
};

/**
* | output |
* | --- |
* | "Paste your key (tl_…)" |
*
* @param {Apidocs_Key_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_key_placeholder = /** @type {((inputs?: Apidocs_Key_PlaceholderInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Key_PlaceholderInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_key_placeholder(inputs)
	if (locale === "ar") return ar_apidocs_key_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_key_placeholder(inputs)
	return en_apidocs_key_placeholder(inputs)
});