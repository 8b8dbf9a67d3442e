import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Current_PlanInputs */

const en_pricing_current_plan = /** @type {(inputs: Pricing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current plan`)
};

const de_pricing_current_plan = /** @type {(inputs: Pricing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktueller Tarif`)
};

const ar_pricing_current_plan = /** @type {(inputs: Pricing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخطة الحالية`)
};

const en_xa2_pricing_current_plan = /** @type {(inputs: Pricing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñţ þļáñ ·····]`)
};

/**
* | output |
* | --- |
* | "Current plan" |
*
* @param {Pricing_Current_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_current_plan = /** @type {((inputs?: Pricing_Current_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Current_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_current_plan(inputs)
	if (locale === "ar") return ar_pricing_current_plan(inputs)
	if (locale === "en-XA") return en_xa2_pricing_current_plan(inputs)
	return en_pricing_current_plan(inputs)
});