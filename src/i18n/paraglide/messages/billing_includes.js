import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_IncludesInputs */

const en_billing_includes = /** @type {(inputs: Billing_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Includes`)
};

const de_billing_includes = /** @type {(inputs: Billing_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enthält`)
};

const ar_billing_includes = /** @type {(inputs: Billing_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يتضمن`)
};

const en_xa2_billing_includes = /** @type {(inputs: Billing_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñçļúðéš ···]`)
};

/**
* | output |
* | --- |
* | "Includes" |
*
* @param {Billing_IncludesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_includes = /** @type {((inputs?: Billing_IncludesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_IncludesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_includes(inputs)
	if (locale === "ar") return ar_billing_includes(inputs)
	if (locale === "en-XA") return en_xa2_billing_includes(inputs)
	return en_billing_includes(inputs)
});