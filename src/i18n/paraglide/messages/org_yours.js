import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_YoursInputs */

const en_org_yours = /** @type {(inputs: Org_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organizations`)
};

const de_org_yours = /** @type {(inputs: Org_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisationen`)
};

const ar_org_yours = /** @type {(inputs: Org_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مؤسساتك`)
};

const en_xa2_org_yours = /** @type {(inputs: Org_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ óŕĝáñížáţíóñš ·······]`)
};

/**
* | output |
* | --- |
* | "Your organizations" |
*
* @param {Org_YoursInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_yours = /** @type {((inputs?: Org_YoursInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_YoursInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_yours(inputs)
	if (locale === "ar") return ar_org_yours(inputs)
	if (locale === "en-XA") return en_xa2_org_yours(inputs)
	return en_org_yours(inputs)
});