import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Email_ShapeInputs */

const en_validation_email_shape = /** @type {(inputs: Validation_Email_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address, like name@example.com`)
};

const de_validation_email_shape = /** @type {(inputs: Validation_Email_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com`)
};

const ar_validation_email_shape = /** @type {(inputs: Validation_Email_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com`)
};

const en_xa2_validation_email_shape = /** @type {(inputs: Validation_Email_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ṽáļíð éɱáíļ áððŕéšš, ļíķé ñáɱé@éẋáɱþļé.çóɱ ····················]`)
};

/**
* | output |
* | --- |
* | "Enter a valid email address, like name@example.com" |
*
* @param {Validation_Email_ShapeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_email_shape = /** @type {((inputs?: Validation_Email_ShapeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Email_ShapeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_email_shape(inputs)
	if (locale === "ar") return ar_validation_email_shape(inputs)
	if (locale === "en-XA") return en_xa2_validation_email_shape(inputs)
	return en_validation_email_shape(inputs)
});