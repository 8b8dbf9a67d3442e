import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Seats_Credited_ForInputs */

const en_org_seats_credited_for = /** @type {(inputs: Org_Seats_Credited_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the seats removed, for the rest of this period`)
};

const de_org_seats_credited_for = /** @type {(inputs: Org_Seats_Credited_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die entfernten Plätze für den Rest dieses Zeitraums`)
};

const ar_org_seats_credited_for = /** @type {(inputs: Org_Seats_Credited_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المقاعد المُزالة، عن باقي هذه الفترة`)
};

const en_xa2_org_seats_credited_for = /** @type {(inputs: Org_Seats_Credited_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šéáţš ŕéɱóṽéð, ƒóŕ ţĥé ŕéšţ óƒ ţĥíš þéŕíóð ··················]`)
};

/**
* | output |
* | --- |
* | "the seats removed, for the rest of this period" |
*
* @param {Org_Seats_Credited_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_credited_for = /** @type {((inputs?: Org_Seats_Credited_ForInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Credited_ForInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_credited_for(inputs)
	if (locale === "ar") return ar_org_seats_credited_for(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_credited_for(inputs)
	return en_org_seats_credited_for(inputs)
});