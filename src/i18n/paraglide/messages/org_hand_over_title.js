import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown>, name: NonNullable<unknown> }} Org_Hand_Over_TitleInputs */

const en_org_hand_over_title = /** @type {(inputs: Org_Hand_Over_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hand ${i?.organization} over to ${i?.name}?`)
};

const de_org_hand_over_title = /** @type {(inputs: Org_Hand_Over_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} an ${i?.name} übergeben?`)
};

const ar_org_hand_over_title = /** @type {(inputs: Org_Hand_Over_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نقل ${i?.organization} إلى ${i?.name}؟`)
};

const en_xa2_org_hand_over_title = /** @type {(inputs: Org_Hand_Over_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĥáñð ${i?.organization} óṽéŕ ţó ${i?.name}? ······]`)
};

/**
* | output |
* | --- |
* | "Hand {organization} over to {name}?" |
*
* @param {Org_Hand_Over_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_hand_over_title = /** @type {((inputs: Org_Hand_Over_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Hand_Over_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_hand_over_title(inputs)
	if (locale === "ar") return ar_org_hand_over_title(inputs)
	if (locale === "en-XA") return en_xa2_org_hand_over_title(inputs)
	return en_org_hand_over_title(inputs)
});