import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_NoneInputs */

const en_activity_none = /** @type {(inputs: Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recorded yet.`)
};

const de_activity_none = /** @type {(inputs: Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts aufgezeichnet.`)
};

const ar_activity_none = /** @type {(inputs: Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل شيء بعد.`)
};

const en_xa2_activity_none = /** @type {(inputs: Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŕéçóŕðéð ýéţ. ········]`)
};

/**
* | output |
* | --- |
* | "Nothing recorded yet." |
*
* @param {Activity_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_none = /** @type {((inputs?: Activity_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_none(inputs)
	if (locale === "ar") return ar_activity_none(inputs)
	if (locale === "en-XA") return en_xa2_activity_none(inputs)
	return en_activity_none(inputs)
});