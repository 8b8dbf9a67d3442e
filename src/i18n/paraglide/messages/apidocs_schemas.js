import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_SchemasInputs */

const en_apidocs_schemas = /** @type {(inputs: Apidocs_SchemasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schemas`)
};

const de_apidocs_schemas = /** @type {(inputs: Apidocs_SchemasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schemas`)
};

const ar_apidocs_schemas = /** @type {(inputs: Apidocs_SchemasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المخططات`)
};

const en_xa2_apidocs_schemas = /** @type {(inputs: Apidocs_SchemasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçĥéɱáš ···]`)
};

/**
* | output |
* | --- |
* | "Schemas" |
*
* @param {Apidocs_SchemasInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_schemas = /** @type {((inputs?: Apidocs_SchemasInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_SchemasInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_schemas(inputs)
	if (locale === "ar") return ar_apidocs_schemas(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_schemas(inputs)
	return en_apidocs_schemas(inputs)
});