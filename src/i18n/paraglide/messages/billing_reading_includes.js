import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Reading_IncludesInputs */

const en_billing_reading_includes = /** @type {(inputs: Billing_Reading_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading what the plan includes…`)
};

const de_billing_reading_includes = /** @type {(inputs: Billing_Reading_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifumfang wird gelesen …`)
};

const ar_billing_reading_includes = /** @type {(inputs: Billing_Reading_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ قراءة ما تتضمنه الخطة…`)
};

const en_xa2_billing_reading_includes = /** @type {(inputs: Billing_Reading_IncludesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ŵĥáţ ţĥé þļáñ íñçļúðéš… ············]`)
};

/**
* | output |
* | --- |
* | "Reading what the plan includes…" |
*
* @param {Billing_Reading_IncludesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_reading_includes = /** @type {((inputs?: Billing_Reading_IncludesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Reading_IncludesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_reading_includes(inputs)
	if (locale === "ar") return ar_billing_reading_includes(inputs)
	if (locale === "en-XA") return en_xa2_billing_reading_includes(inputs)
	return en_billing_reading_includes(inputs)
});