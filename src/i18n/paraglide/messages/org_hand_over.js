import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Hand_OverInputs */

const en_org_hand_over = /** @type {(inputs: Org_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand over ownership`)
};

const de_org_hand_over = /** @type {(inputs: Org_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaberschaft übergeben`)
};

const ar_org_hand_over = /** @type {(inputs: Org_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقل الملكية`)
};

const en_xa2_org_hand_over = /** @type {(inputs: Org_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥáñð óṽéŕ óŵñéŕšĥíþ ········]`)
};

/**
* | output |
* | --- |
* | "Hand over ownership" |
*
* @param {Org_Hand_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_hand_over = /** @type {((inputs?: Org_Hand_OverInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Hand_OverInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_hand_over(inputs)
	if (locale === "ar") return ar_org_hand_over(inputs)
	if (locale === "en-XA") return en_xa2_org_hand_over(inputs)
	return en_org_hand_over(inputs)
});