import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Impersonation_StopInputs */

const en_admin_impersonation_stop = /** @type {(inputs: Admin_Impersonation_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop`)
};

const de_admin_impersonation_stop = /** @type {(inputs: Admin_Impersonation_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beenden`)
};

const ar_admin_impersonation_stop = /** @type {(inputs: Admin_Impersonation_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف`)
};

const en_xa2_admin_impersonation_stop = /** @type {(inputs: Admin_Impersonation_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþ ··]`)
};

/**
* | output |
* | --- |
* | "Stop" |
*
* @param {Admin_Impersonation_StopInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_impersonation_stop = /** @type {((inputs?: Admin_Impersonation_StopInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Impersonation_StopInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_impersonation_stop(inputs)
	if (locale === "ar") return ar_admin_impersonation_stop(inputs)
	if (locale === "en-XA") return en_xa2_admin_impersonation_stop(inputs)
	return en_admin_impersonation_stop(inputs)
});