import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_RequiredInputs */

const en_apidocs_required = /** @type {(inputs: Apidocs_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`required`)
};

const de_apidocs_required = /** @type {(inputs: Apidocs_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`erforderlich`)
};

const ar_apidocs_required = /** @type {(inputs: Apidocs_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مطلوب`)
};

const en_xa2_apidocs_required = /** @type {(inputs: Apidocs_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéǫúíŕéð ···]`)
};

/**
* | output |
* | --- |
* | "required" |
*
* @param {Apidocs_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_required = /** @type {((inputs?: Apidocs_RequiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_RequiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_required(inputs)
	if (locale === "ar") return ar_apidocs_required(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_required(inputs)
	return en_apidocs_required(inputs)
});