import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Not_VerifiedInputs */

const en_dashboard_not_verified = /** @type {(inputs: Dashboard_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified`)
};

const de_dashboard_not_verified = /** @type {(inputs: Dashboard_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht bestätigt`)
};

const ar_dashboard_not_verified = /** @type {(inputs: Dashboard_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غير موثّق`)
};

const en_xa2_dashboard_not_verified = /** @type {(inputs: Dashboard_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ṽéŕíƒíéð ·····]`)
};

/**
* | output |
* | --- |
* | "Not verified" |
*
* @param {Dashboard_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_not_verified = /** @type {((inputs?: Dashboard_Not_VerifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Not_VerifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_not_verified(inputs)
	if (locale === "ar") return ar_dashboard_not_verified(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_not_verified(inputs)
	return en_dashboard_not_verified(inputs)
});