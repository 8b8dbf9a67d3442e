import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Seat_Not_AddedInputs */

const en_org_seat_not_added = /** @type {(inputs: Org_Seat_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat not added`)
};

const de_org_seat_not_added = /** @type {(inputs: Org_Seat_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz nicht hinzugefügt`)
};

const ar_org_seat_not_added = /** @type {(inputs: Org_Seat_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم إضافة المقعد`)
};

const en_xa2_org_seat_not_added = /** @type {(inputs: Org_Seat_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţ ñóţ áððéð ······]`)
};

/**
* | output |
* | --- |
* | "Seat not added" |
*
* @param {Org_Seat_Not_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seat_not_added = /** @type {((inputs?: Org_Seat_Not_AddedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seat_Not_AddedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seat_not_added(inputs)
	if (locale === "ar") return ar_org_seat_not_added(inputs)
	if (locale === "en-XA") return en_xa2_org_seat_not_added(inputs)
	return en_org_seat_not_added(inputs)
});