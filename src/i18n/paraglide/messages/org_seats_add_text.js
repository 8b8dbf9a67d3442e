import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Org_Seats_Add_TextInputs */

const en_org_seats_add_text = /** @type {(inputs: Org_Seats_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each seat costs ${i?.price}; the rest of this period is charged now, prorated.`)
};

const de_org_seats_add_text = /** @type {(inputs: Org_Seats_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jeder Platz kostet ${i?.price}; der Rest dieses Zeitraums wird jetzt anteilig berechnet.`)
};

const ar_org_seats_add_text = /** @type {(inputs: Org_Seats_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يكلّف كل مقعد ${i?.price}؛ ويُحتسب باقي هذه الفترة الآن بالتناسب.`)
};

const en_xa2_org_seats_add_text = /** @type {(inputs: Org_Seats_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éáçĥ šéáţ çóšţš ${i?.price}; ţĥé ŕéšţ óƒ ţĥíš þéŕíóð íš çĥáŕĝéð ñóŵ, þŕóŕáţéð. ···························]`)
};

/**
* | output |
* | --- |
* | "Each seat costs {price}; the rest of this period is charged now, prorated." |
*
* @param {Org_Seats_Add_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_add_text = /** @type {((inputs: Org_Seats_Add_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Add_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_add_text(inputs)
	if (locale === "ar") return ar_org_seats_add_text(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_add_text(inputs)
	return en_org_seats_add_text(inputs)
});