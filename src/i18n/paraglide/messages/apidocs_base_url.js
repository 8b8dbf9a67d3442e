import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ base: NonNullable<unknown>, code: NonNullable<unknown>, message: NonNullable<unknown> }} Apidocs_Base_UrlInputs */

const en_apidocs_base_url = /** @type {(inputs: Apidocs_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Base URL: ${i?.base} on this site. Errors answer JSON with a stable ${i?.code} and a ${i?.message}.`)
};

const de_apidocs_base_url = /** @type {(inputs: Apidocs_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Basis-URL: ${i?.base} auf dieser Website. Fehler antworten mit JSON, das einen stabilen ${i?.code} und eine ${i?.message} enthält.`)
};

const ar_apidocs_base_url = /** @type {(inputs: Apidocs_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عنوان URL الأساسي: ${i?.base} على هذا الموقع. تُرجع الأخطاء JSON يحتوي على ${i?.code} ثابت و${i?.message}.`)
};

const en_xa2_apidocs_base_url = /** @type {(inputs: Apidocs_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ: ${i?.base} óñ ţĥíš šíţé. Éŕŕóŕš áñšŵéŕ ĴŠÓÑ ŵíţĥ á šţáƀļé ${i?.code} áñð á ${i?.message}. ··························]`)
};

/**
* | output |
* | --- |
* | "Base URL: {base} on this site. Errors answer JSON with a stable {code} and a {message}." |
*
* @param {Apidocs_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_base_url = /** @type {((inputs: Apidocs_Base_UrlInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Base_UrlInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_base_url(inputs)
	if (locale === "ar") return ar_apidocs_base_url(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_base_url(inputs)
	return en_apidocs_base_url(inputs)
});