import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_None_Of_KindInputs */

const en_activity_none_of_kind = /** @type {(inputs: Activity_None_Of_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recorded of this kind yet.`)
};

const de_activity_none_of_kind = /** @type {(inputs: Activity_None_Of_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von dieser Art noch nichts aufgezeichnet.`)
};

const ar_activity_none_of_kind = /** @type {(inputs: Activity_None_Of_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل شيء من هذا النوع بعد.`)
};

const en_xa2_activity_none_of_kind = /** @type {(inputs: Activity_None_Of_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŕéçóŕðéð óƒ ţĥíš ķíñð ýéţ. ··············]`)
};

/**
* | output |
* | --- |
* | "Nothing recorded of this kind yet." |
*
* @param {Activity_None_Of_KindInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_none_of_kind = /** @type {((inputs?: Activity_None_Of_KindInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_None_Of_KindInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_none_of_kind(inputs)
	if (locale === "ar") return ar_activity_none_of_kind(inputs)
	if (locale === "en-XA") return en_xa2_activity_none_of_kind(inputs)
	return en_activity_none_of_kind(inputs)
});