import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_OrInputs */

const en_login_or = /** @type {(inputs: Login_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

const de_login_or = /** @type {(inputs: Login_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oder`)
};

const ar_login_or = /** @type {(inputs: Login_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أو`)
};

const en_xa2_login_or = /** @type {(inputs: Login_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óŕ ·]`)
};

/**
* | output |
* | --- |
* | "or" |
*
* @param {Login_OrInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_or = /** @type {((inputs?: Login_OrInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_OrInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_or(inputs)
	if (locale === "ar") return ar_login_or(inputs)
	if (locale === "en-XA") return en_xa2_login_or(inputs)
	return en_login_or(inputs)
});