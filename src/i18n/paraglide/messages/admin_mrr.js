import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_MrrInputs */

const en_admin_mrr = /** @type {(inputs: Admin_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly recurring revenue`)
};

const de_admin_mrr = /** @type {(inputs: Admin_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monatlich wiederkehrender Umsatz`)
};

const ar_admin_mrr = /** @type {(inputs: Admin_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإيراد الشهري المتكرر`)
};

const en_xa2_admin_mrr = /** @type {(inputs: Admin_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóñţĥļý ŕéçúŕŕíñĝ ŕéṽéñúé ··········]`)
};

/**
* | output |
* | --- |
* | "Monthly recurring revenue" |
*
* @param {Admin_MrrInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_mrr = /** @type {((inputs?: Admin_MrrInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_MrrInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_mrr(inputs)
	if (locale === "ar") return ar_admin_mrr(inputs)
	if (locale === "en-XA") return en_xa2_admin_mrr(inputs)
	return en_admin_mrr(inputs)
});