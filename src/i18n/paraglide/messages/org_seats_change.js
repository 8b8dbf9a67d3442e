import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Seats_ChangeInputs */

const en_org_seats_change = /** @type {(inputs: Org_Seats_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change seats`)
};

const de_org_seats_change = /** @type {(inputs: Org_Seats_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze ändern`)
};

const ar_org_seats_change = /** @type {(inputs: Org_Seats_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير المقاعد`)
};

const en_xa2_org_seats_change = /** @type {(inputs: Org_Seats_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé šéáţš ·····]`)
};

/**
* | output |
* | --- |
* | "Change seats" |
*
* @param {Org_Seats_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_change = /** @type {((inputs?: Org_Seats_ChangeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_ChangeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_change(inputs)
	if (locale === "ar") return ar_org_seats_change(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_change(inputs)
	return en_org_seats_change(inputs)
});