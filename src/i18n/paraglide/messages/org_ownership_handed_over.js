import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Ownership_Handed_OverInputs */

const en_org_ownership_handed_over = /** @type {(inputs: Org_Ownership_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ownership handed over`)
};

const de_org_ownership_handed_over = /** @type {(inputs: Org_Ownership_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaberschaft übergeben`)
};

const ar_org_ownership_handed_over = /** @type {(inputs: Org_Ownership_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم نقل الملكية`)
};

const en_xa2_org_ownership_handed_over = /** @type {(inputs: Org_Ownership_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŵñéŕšĥíþ ĥáñðéð óṽéŕ ········]`)
};

/**
* | output |
* | --- |
* | "Ownership handed over" |
*
* @param {Org_Ownership_Handed_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_ownership_handed_over = /** @type {((inputs?: Org_Ownership_Handed_OverInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Ownership_Handed_OverInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_ownership_handed_over(inputs)
	if (locale === "ar") return ar_org_ownership_handed_over(inputs)
	if (locale === "en-XA") return en_xa2_org_ownership_handed_over(inputs)
	return en_org_ownership_handed_over(inputs)
});