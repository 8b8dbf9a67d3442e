import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Runs_LoadingInputs */

const en_admin_runs_loading = /** @type {(inputs: Admin_Runs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the recent reconciliations…`)
};

const de_admin_runs_loading = /** @type {(inputs: Admin_Runs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Abgleiche werden geladen…`)
};

const ar_admin_runs_loading = /** @type {(inputs: Admin_Runs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل المطابقات الأخيرة…`)
};

const en_xa2_admin_runs_loading = /** @type {(inputs: Admin_Runs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé ŕéçéñţ ŕéçóñçíļíáţíóñš… ··············]`)
};

/**
* | output |
* | --- |
* | "Loading the recent reconciliations…" |
*
* @param {Admin_Runs_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_loading = /** @type {((inputs?: Admin_Runs_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_runs_loading(inputs)
	if (locale === "ar") return ar_admin_runs_loading(inputs)
	if (locale === "en-XA") return en_xa2_admin_runs_loading(inputs)
	return en_admin_runs_loading(inputs)
});