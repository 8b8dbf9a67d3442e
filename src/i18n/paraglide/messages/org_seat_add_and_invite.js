import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Seat_Add_And_InviteInputs */

const en_org_seat_add_and_invite = /** @type {(inputs: Org_Seat_Add_And_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a seat and invite`)
};

const de_org_seat_add_and_invite = /** @type {(inputs: Org_Seat_Add_And_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz hinzufügen und einladen`)
};

const ar_org_seat_add_and_invite = /** @type {(inputs: Org_Seat_Add_And_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة مقعد والدعوة`)
};

const en_xa2_org_seat_add_and_invite = /** @type {(inputs: Org_Seat_Add_And_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð á šéáţ áñð íñṽíţé ········]`)
};

/**
* | output |
* | --- |
* | "Add a seat and invite" |
*
* @param {Org_Seat_Add_And_InviteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seat_add_and_invite = /** @type {((inputs?: Org_Seat_Add_And_InviteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seat_Add_And_InviteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seat_add_and_invite(inputs)
	if (locale === "ar") return ar_org_seat_add_and_invite(inputs)
	if (locale === "en-XA") return en_xa2_org_seat_add_and_invite(inputs)
	return en_org_seat_add_and_invite(inputs)
});