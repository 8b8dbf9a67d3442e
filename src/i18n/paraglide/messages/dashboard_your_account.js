import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Your_AccountInputs */

const en_dashboard_your_account = /** @type {(inputs: Dashboard_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

const de_dashboard_your_account = /** @type {(inputs: Dashboard_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto`)
};

const ar_dashboard_your_account = /** @type {(inputs: Dashboard_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسابك`)
};

const en_xa2_dashboard_your_account = /** @type {(inputs: Dashboard_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áççóúñţ ·····]`)
};

/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Dashboard_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_your_account = /** @type {((inputs?: Dashboard_Your_AccountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Your_AccountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_your_account(inputs)
	if (locale === "ar") return ar_dashboard_your_account(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_your_account(inputs)
	return en_dashboard_your_account(inputs)
});