import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Enter_Your_NameInputs */

const en_validation_enter_your_name = /** @type {(inputs: Validation_Enter_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your name`)
};

const de_validation_enter_your_name = /** @type {(inputs: Validation_Enter_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihren Namen ein`)
};

const ar_validation_enter_your_name = /** @type {(inputs: Validation_Enter_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل اسمك`)
};

const en_xa2_validation_enter_your_name = /** @type {(inputs: Validation_Enter_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ ñáɱé ······]`)
};

/**
* | output |
* | --- |
* | "Enter your name" |
*
* @param {Validation_Enter_Your_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_enter_your_name = /** @type {((inputs?: Validation_Enter_Your_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Enter_Your_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_enter_your_name(inputs)
	if (locale === "ar") return ar_validation_enter_your_name(inputs)
	if (locale === "en-XA") return en_xa2_validation_enter_your_name(inputs)
	return en_validation_enter_your_name(inputs)
});