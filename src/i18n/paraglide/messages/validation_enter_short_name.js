import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Enter_Short_NameInputs */

const en_validation_enter_short_name = /** @type {(inputs: Validation_Enter_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a short name`)
};

const de_validation_enter_short_name = /** @type {(inputs: Validation_Enter_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen Kurznamen ein`)
};

const ar_validation_enter_short_name = /** @type {(inputs: Validation_Enter_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل اسمًا مختصرًا`)
};

const en_xa2_validation_enter_short_name = /** @type {(inputs: Validation_Enter_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á šĥóŕţ ñáɱé ·······]`)
};

/**
* | output |
* | --- |
* | "Enter a short name" |
*
* @param {Validation_Enter_Short_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_enter_short_name = /** @type {((inputs?: Validation_Enter_Short_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Enter_Short_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_enter_short_name(inputs)
	if (locale === "ar") return ar_validation_enter_short_name(inputs)
	if (locale === "en-XA") return en_xa2_validation_enter_short_name(inputs)
	return en_validation_enter_short_name(inputs)
});