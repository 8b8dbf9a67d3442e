import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Not_RemovedInputs */

const en_common_not_removed = /** @type {(inputs: Common_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not removed`)
};

const de_common_not_removed = /** @type {(inputs: Common_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht entfernt`)
};

const ar_common_not_removed = /** @type {(inputs: Common_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم الإزالة`)
};

const en_xa2_common_not_removed = /** @type {(inputs: Common_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéɱóṽéð ····]`)
};

/**
* | output |
* | --- |
* | "Not removed" |
*
* @param {Common_Not_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_not_removed = /** @type {((inputs?: Common_Not_RemovedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_RemovedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_not_removed(inputs)
	if (locale === "ar") return ar_common_not_removed(inputs)
	if (locale === "en-XA") return en_xa2_common_not_removed(inputs)
	return en_common_not_removed(inputs)
});