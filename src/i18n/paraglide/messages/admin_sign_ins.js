import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sign_InsInputs */

const en_admin_sign_ins = /** @type {(inputs: Admin_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-ins`)
};

const de_admin_sign_ins = /** @type {(inputs: Admin_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldungen`)
};

const ar_admin_sign_ins = /** @type {(inputs: Admin_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عمليات تسجيل الدخول`)
};

const en_xa2_admin_sign_ins = /** @type {(inputs: Admin_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñš ···]`)
};

/**
* | output |
* | --- |
* | "Sign-ins" |
*
* @param {Admin_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sign_ins = /** @type {((inputs?: Admin_Sign_InsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sign_InsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sign_ins(inputs)
	if (locale === "ar") return ar_admin_sign_ins(inputs)
	if (locale === "en-XA") return en_xa2_admin_sign_ins(inputs)
	return en_admin_sign_ins(inputs)
});