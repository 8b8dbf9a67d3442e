import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Run_No_ReasonInputs */

const en_admin_run_no_reason = /** @type {(inputs: Admin_Run_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no reason given`)
};

const de_admin_run_no_reason = /** @type {(inputs: Admin_Run_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kein Grund angegeben`)
};

const ar_admin_run_no_reason = /** @type {(inputs: Admin_Run_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دون سبب مذكور`)
};

const en_xa2_admin_run_no_reason = /** @type {(inputs: Admin_Run_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó ŕéášóñ ĝíṽéñ ······]`)
};

/**
* | output |
* | --- |
* | "no reason given" |
*
* @param {Admin_Run_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_no_reason = /** @type {((inputs?: Admin_Run_No_ReasonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_No_ReasonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_no_reason(inputs)
	if (locale === "ar") return ar_admin_run_no_reason(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_no_reason(inputs)
	return en_admin_run_no_reason(inputs)
});