import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Seat_Add_TitleInputs */

const en_org_seat_add_title = /** @type {(inputs: Org_Seat_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a seat?`)
};

const de_org_seat_add_title = /** @type {(inputs: Org_Seat_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen Platz hinzufügen?`)
};

const ar_org_seat_add_title = /** @type {(inputs: Org_Seat_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة مقعد؟`)
};

const en_xa2_org_seat_add_title = /** @type {(inputs: Org_Seat_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð á šéáţ? ····]`)
};

/**
* | output |
* | --- |
* | "Add a seat?" |
*
* @param {Org_Seat_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seat_add_title = /** @type {((inputs?: Org_Seat_Add_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seat_Add_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seat_add_title(inputs)
	if (locale === "ar") return ar_org_seat_add_title(inputs)
	if (locale === "en-XA") return en_xa2_org_seat_add_title(inputs)
	return en_org_seat_add_title(inputs)
});