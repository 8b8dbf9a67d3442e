import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Show_OlderInputs */

const en_activity_show_older = /** @type {(inputs: Activity_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show older`)
};

const de_activity_show_older = /** @type {(inputs: Activity_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere anzeigen`)
};

const ar_activity_show_older = /** @type {(inputs: Activity_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الأقدم`)
};

const en_xa2_activity_show_older = /** @type {(inputs: Activity_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ óļðéŕ ····]`)
};

/**
* | output |
* | --- |
* | "Show older" |
*
* @param {Activity_Show_OlderInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_show_older = /** @type {((inputs?: Activity_Show_OlderInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Show_OlderInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_show_older(inputs)
	if (locale === "ar") return ar_activity_show_older(inputs)
	if (locale === "en-XA") return en_xa2_activity_show_older(inputs)
	return en_activity_show_older(inputs)
});