import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_OpenInputs */

const en_org_open = /** @type {(inputs: Org_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const de_org_open = /** @type {(inputs: Org_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen`)
};

const ar_org_open = /** @type {(inputs: Org_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فتح`)
};

const en_xa2_org_open = /** @type {(inputs: Org_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ··]`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Org_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_open = /** @type {((inputs?: Org_OpenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_OpenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_open(inputs)
	if (locale === "ar") return ar_org_open(inputs)
	if (locale === "en-XA") return en_xa2_org_open(inputs)
	return en_org_open(inputs)
});