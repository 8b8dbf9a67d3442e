import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Problem_TitleInputs */

const en_settings_problem_title = /** @type {(inputs: Settings_Problem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work`)
};

const de_settings_problem_title = /** @type {(inputs: Settings_Problem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das hat nicht geklappt`)
};

const ar_settings_problem_title = /** @type {(inputs: Settings_Problem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم ينجح ذلك`)
};

const en_xa2_settings_problem_title = /** @type {(inputs: Settings_Problem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ðíð ñóţ ŵóŕķ ·······]`)
};

/**
* | output |
* | --- |
* | "That did not work" |
*
* @param {Settings_Problem_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_problem_title = /** @type {((inputs?: Settings_Problem_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Problem_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_problem_title(inputs)
	if (locale === "ar") return ar_settings_problem_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_problem_title(inputs)
	return en_settings_problem_title(inputs)
});