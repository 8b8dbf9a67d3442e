import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_VerifiedInputs */

const en_dashboard_verified = /** @type {(inputs: Dashboard_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

const de_dashboard_verified = /** @type {(inputs: Dashboard_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigt`)
};

const ar_dashboard_verified = /** @type {(inputs: Dashboard_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موثّق`)
};

const en_xa2_dashboard_verified = /** @type {(inputs: Dashboard_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒíéð ···]`)
};

/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Dashboard_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_verified = /** @type {((inputs?: Dashboard_VerifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_VerifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_verified(inputs)
	if (locale === "ar") return ar_dashboard_verified(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_verified(inputs)
	return en_dashboard_verified(inputs)
});