import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_WhoInputs */

const en_admin_who = /** @type {(inputs: Admin_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

const de_admin_who = /** @type {(inputs: Admin_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer`)
};

const ar_admin_who = /** @type {(inputs: Admin_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من`)
};

const en_xa2_admin_who = /** @type {(inputs: Admin_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó ·]`)
};

/**
* | output |
* | --- |
* | "Who" |
*
* @param {Admin_WhoInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_who = /** @type {((inputs?: Admin_WhoInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WhoInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_who(inputs)
	if (locale === "ar") return ar_admin_who(inputs)
	if (locale === "en-XA") return en_xa2_admin_who(inputs)
	return en_admin_who(inputs)
});