import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_LoadingInputs */

const en_activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your activity…`)
};

const de_activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Aktivität wird geladen…`)
};

const ar_activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل نشاطك…`)
};

const en_xa2_activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ýóúŕ áçţíṽíţý… ·········]`)
};

/**
* | output |
* | --- |
* | "Loading your activity…" |
*
* @param {Activity_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_loading = /** @type {((inputs?: Activity_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_loading(inputs)
	if (locale === "ar") return ar_activity_loading(inputs)
	if (locale === "en-XA") return en_xa2_activity_loading(inputs)
	return en_activity_loading(inputs)
});