import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mediaType: NonNullable<unknown> }} Apidocs_Body_RequiredInputs */

const en_apidocs_body_required = /** @type {(inputs: Apidocs_Body_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}, required: start from the example and change it.`)
};

const de_apidocs_body_required = /** @type {(inputs: Apidocs_Body_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}, erforderlich: Gehen Sie vom Beispiel aus und ändern Sie es.`)
};

const ar_apidocs_body_required = /** @type {(inputs: Apidocs_Body_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mediaType}، مطلوب: ابدأ من المثال وعدّله.`)
};

const en_xa2_apidocs_body_required = /** @type {(inputs: Apidocs_Body_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mediaType}, ŕéǫúíŕéð: šţáŕţ ƒŕóɱ ţĥé éẋáɱþļé áñð çĥáñĝé íţ. ····················]`)
};

/**
* | output |
* | --- |
* | "{mediaType}, required: start from the example and change it." |
*
* @param {Apidocs_Body_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_body_required = /** @type {((inputs: Apidocs_Body_RequiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Body_RequiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_body_required(inputs)
	if (locale === "ar") return ar_apidocs_body_required(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_body_required(inputs)
	return en_apidocs_body_required(inputs)
});