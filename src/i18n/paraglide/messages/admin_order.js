import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_OrderInputs */

const en_admin_order = /** @type {(inputs: Admin_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

const de_admin_order = /** @type {(inputs: Admin_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihenfolge`)
};

const ar_admin_order = /** @type {(inputs: Admin_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الترتيب`)
};

const en_xa2_admin_order = /** @type {(inputs: Admin_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕðéŕ ··]`)
};

/**
* | output |
* | --- |
* | "Order" |
*
* @param {Admin_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_order = /** @type {((inputs?: Admin_OrderInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_OrderInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_order(inputs)
	if (locale === "ar") return ar_admin_order(inputs)
	if (locale === "en-XA") return en_xa2_admin_order(inputs)
	return en_admin_order(inputs)
});