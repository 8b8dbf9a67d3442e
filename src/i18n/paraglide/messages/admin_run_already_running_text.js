import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Admin_Run_Already_Running_TextInputs */

const en_admin_run_already_running_text = /** @type {(inputs: Admin_Run_Already_Running_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} started this reconciliation; its progress is shown here.`)
};

const de_admin_run_already_running_text = /** @type {(inputs: Admin_Run_Already_Running_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} hat diesen Abgleich gestartet; sein Fortschritt wird hier angezeigt.`)
};

const ar_admin_run_already_running_text = /** @type {(inputs: Admin_Run_Already_Running_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بدأ ${i?.email} هذه المطابقة؛ ويظهر تقدّمها هنا.`)
};

const en_xa2_admin_run_already_running_text = /** @type {(inputs: Admin_Run_Already_Running_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} šţáŕţéð ţĥíš ŕéçóñçíļíáţíóñ; íţš þŕóĝŕéšš íš šĥóŵñ ĥéŕé. ·······················]`)
};

/**
* | output |
* | --- |
* | "{email} started this reconciliation; its progress is shown here." |
*
* @param {Admin_Run_Already_Running_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_already_running_text = /** @type {((inputs: Admin_Run_Already_Running_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_Already_Running_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_already_running_text(inputs)
	if (locale === "ar") return ar_admin_run_already_running_text(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_already_running_text(inputs)
	return en_admin_run_already_running_text(inputs)
});