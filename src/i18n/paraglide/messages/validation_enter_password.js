import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Enter_PasswordInputs */

const en_validation_enter_password = /** @type {(inputs: Validation_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password`)
};

const de_validation_enter_password = /** @type {(inputs: Validation_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihr Passwort ein`)
};

const ar_validation_enter_password = /** @type {(inputs: Validation_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل كلمة مرورك`)
};

const en_xa2_validation_enter_password = /** @type {(inputs: Validation_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ þáššŵóŕð ········]`)
};

/**
* | output |
* | --- |
* | "Enter your password" |
*
* @param {Validation_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_enter_password = /** @type {((inputs?: Validation_Enter_PasswordInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Enter_PasswordInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_enter_password(inputs)
	if (locale === "ar") return ar_validation_enter_password(inputs)
	if (locale === "en-XA") return en_xa2_validation_enter_password(inputs)
	return en_validation_enter_password(inputs)
});