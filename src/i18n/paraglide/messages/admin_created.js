import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_CreatedInputs */

const en_admin_created = /** @type {(inputs: Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

const de_admin_created = /** @type {(inputs: Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt`)
};

const ar_admin_created = /** @type {(inputs: Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاريخ الإنشاء`)
};

const en_xa2_admin_created = /** @type {(inputs: Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð ···]`)
};

/**
* | output |
* | --- |
* | "Created" |
*
* @param {Admin_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_created = /** @type {((inputs?: Admin_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_created(inputs)
	if (locale === "ar") return ar_admin_created(inputs)
	if (locale === "en-XA") return en_xa2_admin_created(inputs)
	return en_admin_created(inputs)
});