import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_ShowInputs */

const en_activity_show = /** @type {(inputs: Activity_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

const de_activity_show = /** @type {(inputs: Activity_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzeigen`)
};

const ar_activity_show = /** @type {(inputs: Activity_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض`)
};

const en_xa2_activity_show = /** @type {(inputs: Activity_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ··]`)
};

/**
* | output |
* | --- |
* | "Show" |
*
* @param {Activity_ShowInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_show = /** @type {((inputs?: Activity_ShowInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_ShowInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_show(inputs)
	if (locale === "ar") return ar_activity_show(inputs)
	if (locale === "en-XA") return en_xa2_activity_show(inputs)
	return en_activity_show(inputs)
});