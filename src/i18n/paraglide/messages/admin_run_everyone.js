import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Run_EveryoneInputs */

const en_admin_run_everyone = /** @type {(inputs: Admin_Run_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone`)
};

const de_admin_run_everyone = /** @type {(inputs: Admin_Run_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

const ar_admin_run_everyone = /** @type {(inputs: Admin_Run_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجميع`)
};

const en_xa2_admin_run_everyone = /** @type {(inputs: Admin_Run_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýóñé ···]`)
};

/**
* | output |
* | --- |
* | "Everyone" |
*
* @param {Admin_Run_EveryoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_everyone = /** @type {((inputs?: Admin_Run_EveryoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_EveryoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_everyone(inputs)
	if (locale === "ar") return ar_admin_run_everyone(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_everyone(inputs)
	return en_admin_run_everyone(inputs)
});