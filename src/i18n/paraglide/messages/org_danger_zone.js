import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Danger_ZoneInputs */

const en_org_danger_zone = /** @type {(inputs: Org_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danger zone`)
};

const de_org_danger_zone = /** @type {(inputs: Org_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gefahrenbereich`)
};

const ar_org_danger_zone = /** @type {(inputs: Org_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منطقة الخطر`)
};

const en_xa2_org_danger_zone = /** @type {(inputs: Org_Danger_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáñĝéŕ žóñé ····]`)
};

/**
* | output |
* | --- |
* | "Danger zone" |
*
* @param {Org_Danger_ZoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_danger_zone = /** @type {((inputs?: Org_Danger_ZoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Danger_ZoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_danger_zone(inputs)
	if (locale === "ar") return ar_org_danger_zone(inputs)
	if (locale === "en-XA") return en_xa2_org_danger_zone(inputs)
	return en_org_danger_zone(inputs)
});