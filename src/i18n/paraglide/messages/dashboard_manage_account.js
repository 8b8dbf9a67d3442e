import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Manage_AccountInputs */

const en_dashboard_manage_account = /** @type {(inputs: Dashboard_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage your account`)
};

const de_dashboard_manage_account = /** @type {(inputs: Dashboard_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto verwalten`)
};

const ar_dashboard_manage_account = /** @type {(inputs: Dashboard_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة حسابك`)
};

const en_xa2_dashboard_manage_account = /** @type {(inputs: Dashboard_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáñáĝé ýóúŕ áççóúñţ ········]`)
};

/**
* | output |
* | --- |
* | "Manage your account" |
*
* @param {Dashboard_Manage_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_manage_account = /** @type {((inputs?: Dashboard_Manage_AccountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Manage_AccountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_manage_account(inputs)
	if (locale === "ar") return ar_dashboard_manage_account(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_manage_account(inputs)
	return en_dashboard_manage_account(inputs)
});