import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, included: NonNullable<unknown>, day: NonNullable<unknown> }} Keys_PeriodInputs */

const en_keys_period = /** @type {(inputs: Keys_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This period: ${i?.used} of ${i?.included} included, until ${i?.day}.`)
};

const de_keys_period = /** @type {(inputs: Keys_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieser Zeitraum: ${i?.used} von ${i?.included} inklusive, bis ${i?.day}.`)
};

const ar_keys_period = /** @type {(inputs: Keys_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هذه الفترة: ${i?.used} من ${i?.included} مشمولة، حتى ${i?.day}.`)
};

const en_xa2_keys_period = /** @type {(inputs: Keys_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þéŕíóð: ${i?.used} óƒ ${i?.included} íñçļúðéð, úñţíļ ${i?.day}. ··············]`)
};

/**
* | output |
* | --- |
* | "This period: {used} of {included} included, until {day}." |
*
* @param {Keys_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_period = /** @type {((inputs: Keys_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_period(inputs)
	if (locale === "ar") return ar_keys_period(inputs)
	if (locale === "en-XA") return en_xa2_keys_period(inputs)
	return en_keys_period(inputs)
});