import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_TitleInputs */

const en_org_title = /** @type {(inputs: Org_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization`)
};

const de_org_title = /** @type {(inputs: Org_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation`)
};

const ar_org_title = /** @type {(inputs: Org_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المؤسسة`)
};

const en_xa2_org_title = /** @type {(inputs: Org_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ ·····]`)
};

/**
* | output |
* | --- |
* | "Organization" |
*
* @param {Org_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_title = /** @type {((inputs?: Org_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_title(inputs)
	if (locale === "ar") return ar_org_title(inputs)
	if (locale === "en-XA") return en_xa2_org_title(inputs)
	return en_org_title(inputs)
});