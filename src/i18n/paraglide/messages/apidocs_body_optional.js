import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mediaType: NonNullable<unknown> }} Apidocs_Body_OptionalInputs */

const en_apidocs_body_optional = /** @type {(inputs: Apidocs_Body_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}, optional: start from the example and change it.`)
};

const de_apidocs_body_optional = /** @type {(inputs: Apidocs_Body_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}, optional: Gehen Sie vom Beispiel aus und ändern Sie es.`)
};

const ar_apidocs_body_optional = /** @type {(inputs: Apidocs_Body_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}، اختياري: ابدأ من المثال وعدّله.`)
};

const en_xa2_apidocs_body_optional = /** @type {(inputs: Apidocs_Body_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mediaType}, óþţíóñáļ: šţáŕţ ƒŕóɱ ţĥé éẋáɱþļé áñð çĥáñĝé íţ. ····················]`)
};

/**
* | output |
* | --- |
* | "{mediaType}, optional: start from the example and change it." |
*
* @param {Apidocs_Body_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_body_optional = /** @type {((inputs: Apidocs_Body_OptionalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Body_OptionalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_body_optional(inputs)
	if (locale === "ar") return ar_apidocs_body_optional(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_body_optional(inputs)
	return en_apidocs_body_optional(inputs)
});