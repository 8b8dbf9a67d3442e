import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Welcome_Name_LabelInputs */

const en_welcome_name_label = /** @type {(inputs: Welcome_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What should we call you?`)
};

const de_welcome_name_label = /** @type {(inputs: Welcome_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie dürfen wir Sie nennen?`)
};

const ar_welcome_name_label = /** @type {(inputs: Welcome_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بماذا نناديك؟`)
};

const en_xa2_welcome_name_label = /** @type {(inputs: Welcome_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ šĥóúļð ŵé çáļļ ýóú? ··········]`)
};

/**
* | output |
* | --- |
* | "What should we call you?" |
*
* @param {Welcome_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const welcome_name_label = /** @type {((inputs?: Welcome_Name_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Welcome_Name_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_welcome_name_label(inputs)
	if (locale === "ar") return ar_welcome_name_label(inputs)
	if (locale === "en-XA") return en_xa2_welcome_name_label(inputs)
	return en_welcome_name_label(inputs)
});