import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_StayInputs */

const en_org_stay = /** @type {(inputs: Org_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay`)
};

const de_org_stay = /** @type {(inputs: Org_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bleiben`)
};

const ar_org_stay = /** @type {(inputs: Org_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البقاء`)
};

const en_xa2_org_stay = /** @type {(inputs: Org_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáý ··]`)
};

/**
* | output |
* | --- |
* | "Stay" |
*
* @param {Org_StayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_stay = /** @type {((inputs?: Org_StayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_StayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_stay(inputs)
	if (locale === "ar") return ar_org_stay(inputs)
	if (locale === "en-XA") return en_xa2_org_stay(inputs)
	return en_org_stay(inputs)
});