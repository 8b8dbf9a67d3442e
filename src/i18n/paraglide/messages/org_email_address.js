import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Email_AddressInputs */

const en_org_email_address = /** @type {(inputs: Org_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address`)
};

const de_org_email_address = /** @type {(inputs: Org_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

const ar_org_email_address = /** @type {(inputs: Org_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني`)
};

const en_xa2_org_email_address = /** @type {(inputs: Org_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéšš ·····]`)
};

/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Org_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_email_address = /** @type {((inputs?: Org_Email_AddressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Email_AddressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_email_address(inputs)
	if (locale === "ar") return ar_org_email_address(inputs)
	if (locale === "en-XA") return en_xa2_org_email_address(inputs)
	return en_org_email_address(inputs)
});