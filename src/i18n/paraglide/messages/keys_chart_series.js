import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Chart_SeriesInputs */

const en_keys_chart_series = /** @type {(inputs: Keys_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls`)
};

const de_keys_chart_series = /** @type {(inputs: Keys_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe`)
};

const ar_keys_chart_series = /** @type {(inputs: Keys_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الطلبات`)
};

const en_xa2_keys_chart_series = /** @type {(inputs: Keys_Chart_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáļļš ··]`)
};

/**
* | output |
* | --- |
* | "Calls" |
*
* @param {Keys_Chart_SeriesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_chart_series = /** @type {((inputs?: Keys_Chart_SeriesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Chart_SeriesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_chart_series(inputs)
	if (locale === "ar") return ar_keys_chart_series(inputs)
	if (locale === "en-XA") return en_xa2_keys_chart_series(inputs)
	return en_keys_chart_series(inputs)
});