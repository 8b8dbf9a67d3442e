import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Seats_BoughtInputs */

const en_org_seats_bought = /** @type {(inputs: Org_Seats_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats bought`)
};

const de_org_seats_bought = /** @type {(inputs: Org_Seats_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekaufte Plätze`)
};

const ar_org_seats_bought = /** @type {(inputs: Org_Seats_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المقاعد المشتراة`)
};

const en_xa2_org_seats_bought = /** @type {(inputs: Org_Seats_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţš ƀóúĝĥţ ·····]`)
};

/**
* | output |
* | --- |
* | "Seats bought" |
*
* @param {Org_Seats_BoughtInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_bought = /** @type {((inputs?: Org_Seats_BoughtInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_BoughtInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_bought(inputs)
	if (locale === "ar") return ar_org_seats_bought(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_bought(inputs)
	return en_org_seats_bought(inputs)
});