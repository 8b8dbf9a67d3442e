import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_OptionalInputs */

const en_org_optional = /** @type {(inputs: Org_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

const de_org_optional = /** @type {(inputs: Org_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

const ar_org_optional = /** @type {(inputs: Org_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختياري.`)
};

const en_xa2_org_optional = /** @type {(inputs: Org_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ. ····]`)
};

/**
* | output |
* | --- |
* | "Optional." |
*
* @param {Org_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_optional = /** @type {((inputs?: Org_OptionalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_OptionalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_optional(inputs)
	if (locale === "ar") return ar_org_optional(inputs)
	if (locale === "en-XA") return en_xa2_org_optional(inputs)
	return en_org_optional(inputs)
});