import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_AllInputs */

const en_activity_all = /** @type {(inputs: Activity_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const de_activity_all = /** @type {(inputs: Activity_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

const ar_activity_all = /** @type {(inputs: Activity_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الكل`)
};

const en_xa2_activity_all = /** @type {(inputs: Activity_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ ·]`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Activity_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_all = /** @type {((inputs?: Activity_AllInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_AllInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_all(inputs)
	if (locale === "ar") return ar_activity_all(inputs)
	if (locale === "en-XA") return en_xa2_activity_all(inputs)
	return en_activity_all(inputs)
});