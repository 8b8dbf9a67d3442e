import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Runs_CustomersInputs */

const en_admin_runs_customers = /** @type {(inputs: Admin_Runs_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers`)
};

const de_admin_runs_customers = /** @type {(inputs: Admin_Runs_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kunden`)
};

const ar_admin_runs_customers = /** @type {(inputs: Admin_Runs_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العملاء`)
};

const en_xa2_admin_runs_customers = /** @type {(inputs: Admin_Runs_CustomersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕš ····]`)
};

/**
* | output |
* | --- |
* | "Customers" |
*
* @param {Admin_Runs_CustomersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_customers = /** @type {((inputs?: Admin_Runs_CustomersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_CustomersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_runs_customers(inputs)
	if (locale === "ar") return ar_admin_runs_customers(inputs)
	if (locale === "en-XA") return en_xa2_admin_runs_customers(inputs)
	return en_admin_runs_customers(inputs)
});