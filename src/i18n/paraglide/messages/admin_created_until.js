import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Created_UntilInputs */

const en_admin_created_until = /** @type {(inputs: Admin_Created_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created until`)
};

const de_admin_created_until = /** @type {(inputs: Admin_Created_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt bis`)
};

const ar_admin_created_until = /** @type {(inputs: Admin_Created_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُنشئ حتى`)
};

const en_xa2_admin_created_until = /** @type {(inputs: Admin_Created_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð úñţíļ ·····]`)
};

/**
* | output |
* | --- |
* | "Created until" |
*
* @param {Admin_Created_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_created_until = /** @type {((inputs?: Admin_Created_UntilInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Created_UntilInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_created_until(inputs)
	if (locale === "ar") return ar_admin_created_until(inputs)
	if (locale === "en-XA") return en_xa2_admin_created_until(inputs)
	return en_admin_created_until(inputs)
});