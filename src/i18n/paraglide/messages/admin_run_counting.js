import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Run_CountingInputs */

const en_admin_run_counting = /** @type {(inputs: Admin_Run_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counting the customers to re-read…`)
};

const de_admin_run_counting = /** @type {(inputs: Admin_Run_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die erneut zu lesenden Kunden werden gezählt…`)
};

const ar_admin_run_counting = /** @type {(inputs: Admin_Run_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ عدّ العملاء لإعادة قراءتهم…`)
};

const en_xa2_admin_run_counting = /** @type {(inputs: Admin_Run_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţíñĝ ţĥé çúšţóɱéŕš ţó ŕé-ŕéáð… ··············]`)
};

/**
* | output |
* | --- |
* | "Counting the customers to re-read…" |
*
* @param {Admin_Run_CountingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_counting = /** @type {((inputs?: Admin_Run_CountingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_CountingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_counting(inputs)
	if (locale === "ar") return ar_admin_run_counting(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_counting(inputs)
	return en_admin_run_counting(inputs)
});