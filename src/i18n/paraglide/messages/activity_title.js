import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_TitleInputs */

const en_activity_title = /** @type {(inputs: Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

const de_activity_title = /** @type {(inputs: Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivität`)
};

const ar_activity_title = /** @type {(inputs: Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النشاط`)
};

const en_xa2_activity_title = /** @type {(inputs: Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽíţý ···]`)
};

/**
* | output |
* | --- |
* | "Activity" |
*
* @param {Activity_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_title = /** @type {((inputs?: Activity_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_title(inputs)
	if (locale === "ar") return ar_activity_title(inputs)
	if (locale === "en-XA") return en_xa2_activity_title(inputs)
	return en_activity_title(inputs)
});