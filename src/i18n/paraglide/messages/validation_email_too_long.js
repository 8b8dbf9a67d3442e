import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, local: NonNullable<unknown> }} Validation_Email_Too_LongInputs */

const en_validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email addresses are at most ${i?.max} characters, ${i?.local} before the @`)
};

const de_validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-Mail-Adressen haben höchstens ${i?.max} Zeichen, ${i?.local} davon vor dem @`)
};

const ar_validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا يتجاوز عنوان البريد الإلكتروني ${i?.max} حرفًا، منها ${i?.local} قبل @`)
};

const en_xa2_validation_email_too_long = /** @type {(inputs: Validation_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéššéš áŕé áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš, ${i?.local} ƀéƒóŕé ţĥé @ ······················]`)
};

/**
* | output |
* | --- |
* | "Email addresses are at most {max} characters, {local} before the @" |
*
* @param {Validation_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_email_too_long = /** @type {((inputs: Validation_Email_Too_LongInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Email_Too_LongInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_email_too_long(inputs)
	if (locale === "ar") return ar_validation_email_too_long(inputs)
	if (locale === "en-XA") return en_xa2_validation_email_too_long(inputs)
	return en_validation_email_too_long(inputs)
});