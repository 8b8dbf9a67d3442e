import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Use_Different_AddressInputs */

const en_login_use_different_address = /** @type {(inputs: Login_Use_Different_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a different address`)
};

const de_login_use_different_address = /** @type {(inputs: Login_Use_Different_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine andere Adresse verwenden`)
};

const ar_login_use_different_address = /** @type {(inputs: Login_Use_Different_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم عنوانًا آخر`)
};

const en_xa2_login_use_different_address = /** @type {(inputs: Login_Use_Different_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé á ðíƒƒéŕéñţ áððŕéšš ·········]`)
};

/**
* | output |
* | --- |
* | "Use a different address" |
*
* @param {Login_Use_Different_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_use_different_address = /** @type {((inputs?: Login_Use_Different_AddressInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Use_Different_AddressInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_use_different_address(inputs)
	if (locale === "ar") return ar_login_use_different_address(inputs)
	if (locale === "en-XA") return en_xa2_login_use_different_address(inputs)
	return en_login_use_different_address(inputs)
});