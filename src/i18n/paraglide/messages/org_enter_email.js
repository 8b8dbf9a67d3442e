import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Enter_EmailInputs */

const en_org_enter_email = /** @type {(inputs: Org_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an email address`)
};

const de_org_enter_email = /** @type {(inputs: Org_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine E-Mail-Adresse ein`)
};

const ar_org_enter_email = /** @type {(inputs: Org_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريد إلكتروني`)
};

const en_xa2_org_enter_email = /** @type {(inputs: Org_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ éɱáíļ áððŕéšš ·········]`)
};

/**
* | output |
* | --- |
* | "Enter an email address" |
*
* @param {Org_Enter_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_enter_email = /** @type {((inputs?: Org_Enter_EmailInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Enter_EmailInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_enter_email(inputs)
	if (locale === "ar") return ar_org_enter_email(inputs)
	if (locale === "en-XA") return en_xa2_org_enter_email(inputs)
	return en_org_enter_email(inputs)
});