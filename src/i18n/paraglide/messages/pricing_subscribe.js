import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_SubscribeInputs */

const en_pricing_subscribe = /** @type {(inputs: Pricing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const de_pricing_subscribe = /** @type {(inputs: Pricing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnieren`)
};

const ar_pricing_subscribe = /** @type {(inputs: Pricing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشترك`)
};

const en_xa2_pricing_subscribe = /** @type {(inputs: Pricing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíƀé ····]`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Pricing_SubscribeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_subscribe = /** @type {((inputs?: Pricing_SubscribeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_SubscribeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_subscribe(inputs)
	if (locale === "ar") return ar_pricing_subscribe(inputs)
	if (locale === "en-XA") return en_xa2_pricing_subscribe(inputs)
	return en_pricing_subscribe(inputs)
});