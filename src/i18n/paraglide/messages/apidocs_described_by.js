import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ document: NonNullable<unknown> }} Apidocs_Described_ByInputs */

const en_apidocs_described_by = /** @type {(inputs: Apidocs_Described_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The REST API, described by ${i?.document}.`)
};

const de_apidocs_described_by = /** @type {(inputs: Apidocs_Described_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die REST-API, beschrieben durch ${i?.document}.`)
};

const ar_apidocs_described_by = /** @type {(inputs: Apidocs_Described_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`واجهة REST API، كما يصفها ${i?.document}.`)
};

const en_xa2_apidocs_described_by = /** @type {(inputs: Apidocs_Described_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŔÉŠŢ ÁÞÍ, ðéšçŕíƀéð ƀý ${i?.document}. ···········]`)
};

/**
* | output |
* | --- |
* | "The REST API, described by {document}." |
*
* @param {Apidocs_Described_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_described_by = /** @type {((inputs: Apidocs_Described_ByInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Described_ByInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_described_by(inputs)
	if (locale === "ar") return ar_apidocs_described_by(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_described_by(inputs)
	return en_apidocs_described_by(inputs)
});