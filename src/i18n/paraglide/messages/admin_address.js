import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_AddressInputs */

const en_admin_address = /** @type {(inputs: Admin_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const de_admin_address = /** @type {(inputs: Admin_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

const ar_admin_address = /** @type {(inputs: Admin_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان`)
};

const en_xa2_admin_address = /** @type {(inputs: Admin_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððŕéšš ···]`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Admin_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_address = /** @type {((inputs?: Admin_AddressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AddressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_address(inputs)
	if (locale === "ar") return ar_admin_address(inputs)
	if (locale === "en-XA") return en_xa2_admin_address(inputs)
	return en_admin_address(inputs)
});