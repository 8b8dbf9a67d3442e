import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_DescriptionInputs */

const en_activity_description = /** @type {(inputs: Activity_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happened to your account, newest first. Entries are kept for a limited time.`)
};

const de_activity_description = /** @type {(inputs: Activity_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was mit Ihrem Konto geschah, das Neueste zuerst. Einträge werden für begrenzte Zeit aufbewahrt.`)
};

const ar_activity_description = /** @type {(inputs: Activity_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما حدث لحسابك، الأحدث أولًا. تُحفظ الإدخالات لمدة محدودة.`)
};

const en_xa2_activity_description = /** @type {(inputs: Activity_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ĥáþþéñéð ţó ýóúŕ áççóúñţ, ñéŵéšţ ƒíŕšţ. Éñţŕíéš áŕé ķéþţ ƒóŕ á ļíɱíţéð ţíɱé. ································]`)
};

/**
* | output |
* | --- |
* | "What happened to your account, newest first. Entries are kept for a limited time." |
*
* @param {Activity_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_description = /** @type {((inputs?: Activity_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_description(inputs)
	if (locale === "ar") return ar_activity_description(inputs)
	if (locale === "en-XA") return en_xa2_activity_description(inputs)
	return en_activity_description(inputs)
});