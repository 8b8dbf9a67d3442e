import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Plan_IncludesInputs */

const en_billing_plan_includes = /** @type {(inputs: Billing_Plan_IncludesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What the ${i?.plan} plan includes`)
};

const de_billing_plan_includes = /** @type {(inputs: Billing_Plan_IncludesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was der Tarif ${i?.plan} enthält`)
};

const ar_billing_plan_includes = /** @type {(inputs: Billing_Plan_IncludesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ما تتضمنه خطة ${i?.plan}`)
};

const en_xa2_billing_plan_includes = /** @type {(inputs: Billing_Plan_IncludesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ţĥé ${i?.plan} þļáñ íñçļúðéš ·········]`)
};

/**
* | output |
* | --- |
* | "What the {plan} plan includes" |
*
* @param {Billing_Plan_IncludesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_plan_includes = /** @type {((inputs: Billing_Plan_IncludesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Plan_IncludesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_plan_includes(inputs)
	if (locale === "ar") return ar_billing_plan_includes(inputs)
	if (locale === "en-XA") return en_xa2_billing_plan_includes(inputs)
	return en_billing_plan_includes(inputs)
});