import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, bought: NonNullable<unknown>, price: NonNullable<unknown> }} Org_Seat_Add_TextInputs */

const en_org_seat_add_text = /** @type {(inputs: Org_Seat_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every seat is taken (${i?.used} of ${i?.bought}). One more seat costs ${i?.price}; the rest of this period is charged now, prorated. Then the invitation is sent.`)
};

const de_org_seat_add_text = /** @type {(inputs: Org_Seat_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Plätze sind belegt (${i?.used} von ${i?.bought}). Ein weiterer Platz kostet ${i?.price}; der Rest dieses Zeitraums wird jetzt anteilig berechnet. Danach wird die Einladung gesendet.`)
};

const ar_org_seat_add_text = /** @type {(inputs: Org_Seat_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كل المقاعد مشغولة (${i?.used} من ${i?.bought}). يكلّف المقعد الإضافي ${i?.price}؛ ويُحتسب باقي هذه الفترة الآن بالتناسب. ثم تُرسل الدعوة.`)
};

const en_xa2_org_seat_add_text = /** @type {(inputs: Org_Seat_Add_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéáţ íš ţáķéñ (${i?.used} óƒ ${i?.bought}). Óñé ɱóŕé šéáţ çóšţš ${i?.price}; ţĥé ŕéšţ óƒ ţĥíš þéŕíóð íš çĥáŕĝéð ñóŵ, þŕóŕáţéð. Ţĥéñ ţĥé íñṽíţáţíóñ íš šéñţ. ···················································]`)
};

/**
* | output |
* | --- |
* | "Every seat is taken ({used} of {bought}). One more seat costs {price}; the rest of this period is charged now, prorated. Then the invitation is sent." |
*
* @param {Org_Seat_Add_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seat_add_text = /** @type {((inputs: Org_Seat_Add_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seat_Add_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seat_add_text(inputs)
	if (locale === "ar") return ar_org_seat_add_text(inputs)
	if (locale === "en-XA") return en_xa2_org_seat_add_text(inputs)
	return en_org_seat_add_text(inputs)
});