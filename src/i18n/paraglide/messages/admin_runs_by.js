import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Runs_ByInputs */

const en_admin_runs_by = /** @type {(inputs: Admin_Runs_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By`)
};

const de_admin_runs_by = /** @type {(inputs: Admin_Runs_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von`)
};

const ar_admin_runs_by = /** @type {(inputs: Admin_Runs_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بواسطة`)
};

const en_xa2_admin_runs_by = /** @type {(inputs: Admin_Runs_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓý ·]`)
};

/**
* | output |
* | --- |
* | "By" |
*
* @param {Admin_Runs_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_by = /** @type {((inputs?: Admin_Runs_ByInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_ByInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_runs_by(inputs)
	if (locale === "ar") return ar_admin_runs_by(inputs)
	if (locale === "en-XA") return en_xa2_admin_runs_by(inputs)
	return en_admin_runs_by(inputs)
});