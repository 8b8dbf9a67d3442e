import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_YouInputs */

const en_org_you = /** @type {(inputs: Org_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You`)
};

const de_org_you = /** @type {(inputs: Org_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie`)
};

const ar_org_you = /** @type {(inputs: Org_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت`)
};

const en_xa2_org_you = /** @type {(inputs: Org_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ·]`)
};

/**
* | output |
* | --- |
* | "You" |
*
* @param {Org_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_you = /** @type {((inputs?: Org_YouInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_YouInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_you(inputs)
	if (locale === "ar") return ar_org_you(inputs)
	if (locale === "en-XA") return en_xa2_org_you(inputs)
	return en_org_you(inputs)
});