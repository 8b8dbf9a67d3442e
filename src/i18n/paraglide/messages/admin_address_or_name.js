import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Address_Or_NameInputs */

const en_admin_address_or_name = /** @type {(inputs: Admin_Address_Or_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address or name`)
};

const de_admin_address_or_name = /** @type {(inputs: Admin_Address_Or_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse oder Name`)
};

const ar_admin_address_or_name = /** @type {(inputs: Admin_Address_Or_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان أو الاسم`)
};

const en_xa2_admin_address_or_name = /** @type {(inputs: Admin_Address_Or_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððŕéšš óŕ ñáɱé ······]`)
};

/**
* | output |
* | --- |
* | "Address or name" |
*
* @param {Admin_Address_Or_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_address_or_name = /** @type {((inputs?: Admin_Address_Or_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Address_Or_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_address_or_name(inputs)
	if (locale === "ar") return ar_admin_address_or_name(inputs)
	if (locale === "en-XA") return en_xa2_admin_address_or_name(inputs)
	return en_admin_address_or_name(inputs)
});