import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown>, plan: NonNullable<unknown> }} Keys_Count_In_PlanInputs */

const en_keys_count_in_plan = /** @type {(inputs: Keys_Count_In_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} in the ${i?.plan} plan.`)
};

const de_keys_count_in_plan = /** @type {(inputs: Keys_Count_In_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} von ${i?.max} im Tarif ${i?.plan}.`)
};

const ar_keys_count_in_plan = /** @type {(inputs: Keys_Count_In_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} من ${i?.max} في خطة ${i?.plan}.`)
};

const en_xa2_keys_count_in_plan = /** @type {(inputs: Keys_Count_In_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} óƒ ${i?.max} íñ ţĥé ${i?.plan} þļáñ. ·······]`)
};

/**
* | output |
* | --- |
* | "{count} of {max} in the {plan} plan." |
*
* @param {Keys_Count_In_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_count_in_plan = /** @type {((inputs: Keys_Count_In_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Count_In_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_count_in_plan(inputs)
	if (locale === "ar") return ar_keys_count_in_plan(inputs)
	if (locale === "en-XA") return en_xa2_keys_count_in_plan(inputs)
	return en_keys_count_in_plan(inputs)
});