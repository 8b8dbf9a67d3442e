import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Seats_ChangedInputs */

const en_org_seats_changed = /** @type {(inputs: Org_Seats_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats changed`)
};

const de_org_seats_changed = /** @type {(inputs: Org_Seats_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze geändert`)
};

const ar_org_seats_changed = /** @type {(inputs: Org_Seats_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير المقاعد`)
};

const en_xa2_org_seats_changed = /** @type {(inputs: Org_Seats_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţš çĥáñĝéð ·····]`)
};

/**
* | output |
* | --- |
* | "Seats changed" |
*
* @param {Org_Seats_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_changed = /** @type {((inputs?: Org_Seats_ChangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_ChangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_changed(inputs)
	if (locale === "ar") return ar_org_seats_changed(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_changed(inputs)
	return en_org_seats_changed(inputs)
});