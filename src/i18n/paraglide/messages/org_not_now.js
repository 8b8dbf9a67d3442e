import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Not_NowInputs */

const en_org_not_now = /** @type {(inputs: Org_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

const de_org_not_now = /** @type {(inputs: Org_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht jetzt`)
};

const ar_org_not_now = /** @type {(inputs: Org_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ليس الآن`)
};

const en_xa2_org_not_now = /** @type {(inputs: Org_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ñóŵ ···]`)
};

/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Org_Not_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_now = /** @type {((inputs?: Org_Not_NowInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_NowInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_not_now(inputs)
	if (locale === "ar") return ar_org_not_now(inputs)
	if (locale === "en-XA") return en_xa2_org_not_now(inputs)
	return en_org_not_now(inputs)
});