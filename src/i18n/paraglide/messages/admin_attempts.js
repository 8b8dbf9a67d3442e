import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_AttemptsInputs */

const en_admin_attempts = /** @type {(inputs: Admin_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts`)
};

const de_admin_attempts = /** @type {(inputs: Admin_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuche`)
};

const ar_admin_attempts = /** @type {(inputs: Admin_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المحاولات`)
};

const en_xa2_admin_attempts = /** @type {(inputs: Admin_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áţţéɱþţš ···]`)
};

/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Admin_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_attempts = /** @type {((inputs?: Admin_AttemptsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AttemptsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_attempts(inputs)
	if (locale === "ar") return ar_admin_attempts(inputs)
	if (locale === "en-XA") return en_xa2_admin_attempts(inputs)
	return en_admin_attempts(inputs)
});