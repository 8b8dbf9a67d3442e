import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_CallsInputs */

const en_admin_calls = /** @type {(inputs: Admin_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls`)
};

const de_admin_calls = /** @type {(inputs: Admin_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe`)
};

const ar_admin_calls = /** @type {(inputs: Admin_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاستدعاءات`)
};

const en_xa2_admin_calls = /** @type {(inputs: Admin_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáļļš ··]`)
};

/**
* | output |
* | --- |
* | "Calls" |
*
* @param {Admin_CallsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_calls = /** @type {((inputs?: Admin_CallsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_CallsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_calls(inputs)
	if (locale === "ar") return ar_admin_calls(inputs)
	if (locale === "en-XA") return en_xa2_admin_calls(inputs)
	return en_admin_calls(inputs)
});