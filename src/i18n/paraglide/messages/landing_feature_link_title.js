import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Feature_Link_TitleInputs */

const en_landing_feature_link_title = /** @type {(inputs: Landing_Feature_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in without a password`)
};

const de_landing_feature_link_title = /** @type {(inputs: Landing_Feature_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden ohne Passwort`)
};

const ar_landing_feature_link_title = /** @type {(inputs: Landing_Feature_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول دون كلمة مرور`)
};

const en_xa2_landing_feature_link_title = /** @type {(inputs: Landing_Feature_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥóúţ á þáššŵóŕð ··········]`)
};

/**
* | output |
* | --- |
* | "Sign in without a password" |
*
* @param {Landing_Feature_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_link_title = /** @type {((inputs?: Landing_Feature_Link_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Link_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_feature_link_title(inputs)
	if (locale === "ar") return ar_landing_feature_link_title(inputs)
	if (locale === "en-XA") return en_xa2_landing_feature_link_title(inputs)
	return en_landing_feature_link_title(inputs)
});