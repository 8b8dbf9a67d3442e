import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ taken: NonNullable<unknown>, allowed: NonNullable<unknown>, plan: NonNullable<unknown> }} Org_Places_TakenInputs */

const en_org_places_taken = /** @type {(inputs: Org_Places_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} of ${i?.allowed} places taken on the ${i?.plan} plan, pending invitations included.`)
};

const de_org_places_taken = /** @type {(inputs: Org_Places_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} von ${i?.allowed} Plätzen im Tarif ${i?.plan} belegt, offene Einladungen eingeschlossen.`)
};

const ar_org_places_taken = /** @type {(inputs: Org_Places_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} من ${i?.allowed} مقاعد مشغولة في خطة ${i?.plan}، بما فيها الدعوات المعلّقة.`)
};

const en_xa2_org_places_taken = /** @type {(inputs: Org_Places_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.taken} óƒ ${i?.allowed} þļáçéš ţáķéñ óñ ţĥé ${i?.plan} þļáñ, þéñðíñĝ íñṽíţáţíóñš íñçļúðéð. ························]`)
};

/**
* | output |
* | --- |
* | "{taken} of {allowed} places taken on the {plan} plan, pending invitations included." |
*
* @param {Org_Places_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_places_taken = /** @type {((inputs: Org_Places_TakenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Places_TakenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_places_taken(inputs)
	if (locale === "ar") return ar_org_places_taken(inputs)
	if (locale === "en-XA") return en_xa2_org_places_taken(inputs)
	return en_org_places_taken(inputs)
});