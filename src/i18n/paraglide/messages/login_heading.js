import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Login_HeadingInputs */

const en_login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to ${i?.appName}`)
};

const de_login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bei ${i?.appName} anmelden`)
};

const ar_login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول إلى ${i?.appName}`)
};

const en_xa2_login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ţó ${i?.appName} ····]`)
};

/**
* | output |
* | --- |
* | "Sign in to {appName}" |
*
* @param {Login_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_heading = /** @type {((inputs: Login_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_heading(inputs)
	if (locale === "ar") return ar_login_heading(inputs)
	if (locale === "en-XA") return en_xa2_login_heading(inputs)
	return en_login_heading(inputs)
});