import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Enter_Key_NameInputs */

const en_validation_enter_key_name = /** @type {(inputs: Validation_Enter_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name for the key`)
};

const de_validation_enter_key_name = /** @type {(inputs: Validation_Enter_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Namen für den Schlüssel ein`)
};

const ar_validation_enter_key_name = /** @type {(inputs: Validation_Enter_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل اسمًا للمفتاح`)
};

const en_xa2_validation_enter_key_name = /** @type {(inputs: Validation_Enter_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ñáɱé ƒóŕ ţĥé ķéý ··········]`)
};

/**
* | output |
* | --- |
* | "Enter a name for the key" |
*
* @param {Validation_Enter_Key_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_enter_key_name = /** @type {((inputs?: Validation_Enter_Key_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Enter_Key_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_enter_key_name(inputs)
	if (locale === "ar") return ar_validation_enter_key_name(inputs)
	if (locale === "en-XA") return en_xa2_validation_enter_key_name(inputs)
	return en_validation_enter_key_name(inputs)
});