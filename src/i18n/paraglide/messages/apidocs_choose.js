import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_ChooseInputs */

const en_apidocs_choose = /** @type {(inputs: Apidocs_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(choose)`)
};

const de_apidocs_choose = /** @type {(inputs: Apidocs_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(auswählen)`)
};

const ar_apidocs_choose = /** @type {(inputs: Apidocs_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(اختر)`)
};

const en_xa2_apidocs_choose = /** @type {(inputs: Apidocs_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(çĥóóšé) ···]`)
};

/**
* | output |
* | --- |
* | "(choose)" |
*
* @param {Apidocs_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_choose = /** @type {((inputs?: Apidocs_ChooseInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_ChooseInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_choose(inputs)
	if (locale === "ar") return ar_apidocs_choose(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_choose(inputs)
	return en_apidocs_choose(inputs)
});