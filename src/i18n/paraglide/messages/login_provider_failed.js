import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Provider_FailedInputs */

const en_login_provider_failed = /** @type {(inputs: Login_Provider_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in with that provider failed.`)
};

const de_login_provider_failed = /** @type {(inputs: Login_Provider_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung über diesen Anbieter ist fehlgeschlagen.`)
};

const ar_login_provider_failed = /** @type {(inputs: Login_Provider_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تسجيل الدخول عبر هذا المزوّد.`)
};

const en_xa2_login_provider_failed = /** @type {(inputs: Login_Provider_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ ŵíţĥ ţĥáţ þŕóṽíðéŕ ƒáíļéð. ···············]`)
};

/**
* | output |
* | --- |
* | "Signing in with that provider failed." |
*
* @param {Login_Provider_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_provider_failed = /** @type {((inputs?: Login_Provider_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Provider_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_provider_failed(inputs)
	if (locale === "ar") return ar_login_provider_failed(inputs)
	if (locale === "en-XA") return en_xa2_login_provider_failed(inputs)
	return en_login_provider_failed(inputs)
});