import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Chart_NameInputs */

const en_keys_chart_name = /** @type {(inputs: Keys_Chart_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API calls per day, last 30 days: the arrow keys move from day to day`)
};

const de_keys_chart_name = /** @type {(inputs: Keys_Chart_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Aufrufe pro Tag, letzte 30 Tage: Die Pfeiltasten wechseln von Tag zu Tag`)
};

const ar_keys_chart_name = /** @type {(inputs: Keys_Chart_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طلبات API يوميًا خلال آخر 30 يومًا: تنتقل مفاتيح الأسهم من يوم إلى آخر`)
};

const en_xa2_keys_chart_name = /** @type {(inputs: Keys_Chart_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ çáļļš þéŕ ðáý, ļášţ 30 ðáýš: ţĥé áŕŕóŵ ķéýš ɱóṽé ƒŕóɱ ðáý ţó ðáý ···························]`)
};

/**
* | output |
* | --- |
* | "API calls per day, last 30 days: the arrow keys move from day to day" |
*
* @param {Keys_Chart_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_chart_name = /** @type {((inputs?: Keys_Chart_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Chart_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_chart_name(inputs)
	if (locale === "ar") return ar_keys_chart_name(inputs)
	if (locale === "en-XA") return en_xa2_keys_chart_name(inputs)
	return en_keys_chart_name(inputs)
});