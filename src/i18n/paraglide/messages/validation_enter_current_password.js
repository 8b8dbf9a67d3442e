import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Enter_Current_PasswordInputs */

const en_validation_enter_current_password = /** @type {(inputs: Validation_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password`)
};

const de_validation_enter_current_password = /** @type {(inputs: Validation_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihr aktuelles Passwort ein`)
};

const ar_validation_enter_current_password = /** @type {(inputs: Validation_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل كلمة مرورك الحالية`)
};

const en_xa2_validation_enter_current_password = /** @type {(inputs: Validation_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ çúŕŕéñţ þáššŵóŕð ···········]`)
};

/**
* | output |
* | --- |
* | "Enter your current password" |
*
* @param {Validation_Enter_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_enter_current_password = /** @type {((inputs?: Validation_Enter_Current_PasswordInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Enter_Current_PasswordInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_enter_current_password(inputs)
	if (locale === "ar") return ar_validation_enter_current_password(inputs)
	if (locale === "en-XA") return en_xa2_validation_enter_current_password(inputs)
	return en_validation_enter_current_password(inputs)
});