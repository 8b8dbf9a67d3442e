import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Inbox_The_AddressInputs */

const en_login_inbox_the_address = /** @type {(inputs: Login_Inbox_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the address you entered`)
};

const de_login_inbox_the_address = /** @type {(inputs: Login_Inbox_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die eingegebene Adresse`)
};

const ar_login_inbox_the_address = /** @type {(inputs: Login_Inbox_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان الذي أدخلته`)
};

const en_xa2_login_inbox_the_address = /** @type {(inputs: Login_Inbox_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé áððŕéšš ýóú éñţéŕéð ·········]`)
};

/**
* | output |
* | --- |
* | "the address you entered" |
*
* @param {Login_Inbox_The_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_inbox_the_address = /** @type {((inputs?: Login_Inbox_The_AddressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Inbox_The_AddressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_inbox_the_address(inputs)
	if (locale === "ar") return ar_login_inbox_the_address(inputs)
	if (locale === "en-XA") return en_xa2_login_inbox_the_address(inputs)
	return en_login_inbox_the_address(inputs)
});