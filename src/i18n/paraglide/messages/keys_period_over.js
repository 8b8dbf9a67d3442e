import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ calls: NonNullable<unknown>, amount: NonNullable<unknown> }} Keys_Period_OverInputs */

const en_keys_period_over = /** @type {(inputs: Keys_Period_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} over: ${i?.amount} on the next invoice.`)
};

const de_keys_period_over = /** @type {(inputs: Keys_Period_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} darüber: ${i?.amount} auf der nächsten Rechnung.`)
};

const ar_keys_period_over = /** @type {(inputs: Keys_Period_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.calls} زيادة: ${i?.amount} في الفاتورة القادمة.`)
};

const en_xa2_keys_period_over = /** @type {(inputs: Keys_Period_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.calls} óṽéŕ: ${i?.amount} óñ ţĥé ñéẋţ íñṽóíçé. ···········]`)
};

/**
* | output |
* | --- |
* | "{calls} over: {amount} on the next invoice." |
*
* @param {Keys_Period_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_period_over = /** @type {((inputs: Keys_Period_OverInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Period_OverInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_period_over(inputs)
	if (locale === "ar") return ar_keys_period_over(inputs)
	if (locale === "en-XA") return en_xa2_keys_period_over(inputs)
	return en_keys_period_over(inputs)
});