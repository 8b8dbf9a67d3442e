import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Feature_Plans_TitleInputs */

const en_landing_feature_plans_title = /** @type {(inputs: Landing_Feature_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans that fit`)
};

const de_landing_feature_plans_title = /** @type {(inputs: Landing_Feature_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife, die passen`)
};

const ar_landing_feature_plans_title = /** @type {(inputs: Landing_Feature_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطط تناسبك`)
};

const en_xa2_landing_feature_plans_title = /** @type {(inputs: Landing_Feature_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñš ţĥáţ ƒíţ ······]`)
};

/**
* | output |
* | --- |
* | "Plans that fit" |
*
* @param {Landing_Feature_Plans_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_plans_title = /** @type {((inputs?: Landing_Feature_Plans_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Plans_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_feature_plans_title(inputs)
	if (locale === "ar") return ar_landing_feature_plans_title(inputs)
	if (locale === "en-XA") return en_xa2_landing_feature_plans_title(inputs)
	return en_landing_feature_plans_title(inputs)
});