import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Enter_Passkey_NameInputs */

const en_validation_enter_passkey_name = /** @type {(inputs: Validation_Enter_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name for the passkey`)
};

const de_validation_enter_passkey_name = /** @type {(inputs: Validation_Enter_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Namen für den Passkey ein`)
};

const ar_validation_enter_passkey_name = /** @type {(inputs: Validation_Enter_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل اسمًا لمفتاح المرور`)
};

const en_xa2_validation_enter_passkey_name = /** @type {(inputs: Validation_Enter_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ñáɱé ƒóŕ ţĥé þáššķéý ···········]`)
};

/**
* | output |
* | --- |
* | "Enter a name for the passkey" |
*
* @param {Validation_Enter_Passkey_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_enter_passkey_name = /** @type {((inputs?: Validation_Enter_Passkey_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Enter_Passkey_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_enter_passkey_name(inputs)
	if (locale === "ar") return ar_validation_enter_passkey_name(inputs)
	if (locale === "en-XA") return en_xa2_validation_enter_passkey_name(inputs)
	return en_validation_enter_passkey_name(inputs)
});