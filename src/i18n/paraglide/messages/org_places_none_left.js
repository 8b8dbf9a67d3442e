import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subscriptions: NonNullable<unknown> }} Org_Places_None_LeftInputs */

const en_org_places_none_left = /** @type {(inputs: Org_Places_None_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No place is left: an owner can change the plan on ${i?.subscriptions}.`)
};

const de_org_places_none_left = /** @type {(inputs: Org_Places_None_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kein Platz mehr frei: Ein Inhaber kann den Tarif unter ${i?.subscriptions} ändern.`)
};

const ar_org_places_none_left = /** @type {(inputs: Org_Places_None_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يبقَ مكان: يستطيع المالك تغيير الخطة في ${i?.subscriptions}.`)
};

const en_xa2_org_places_none_left = /** @type {(inputs: Org_Places_None_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þļáçé íš ļéƒţ: áñ óŵñéŕ çáñ çĥáñĝé ţĥé þļáñ óñ ${i?.subscriptions}. ····················]`)
};

/**
* | output |
* | --- |
* | "No place is left: an owner can change the plan on {subscriptions}." |
*
* @param {Org_Places_None_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_places_none_left = /** @type {((inputs: Org_Places_None_LeftInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Places_None_LeftInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_places_none_left(inputs)
	if (locale === "ar") return ar_org_places_none_left(inputs)
	if (locale === "en-XA") return en_xa2_org_places_none_left(inputs)
	return en_org_places_none_left(inputs)
});