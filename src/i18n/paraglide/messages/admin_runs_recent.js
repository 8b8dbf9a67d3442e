import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Runs_RecentInputs */

const en_admin_runs_recent = /** @type {(inputs: Admin_Runs_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent reconciliations`)
};

const de_admin_runs_recent = /** @type {(inputs: Admin_Runs_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Abgleiche`)
};

const ar_admin_runs_recent = /** @type {(inputs: Admin_Runs_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المطابقات الأخيرة`)
};

const en_xa2_admin_runs_recent = /** @type {(inputs: Admin_Runs_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçéñţ ŕéçóñçíļíáţíóñš ·········]`)
};

/**
* | output |
* | --- |
* | "Recent reconciliations" |
*
* @param {Admin_Runs_RecentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_recent = /** @type {((inputs?: Admin_Runs_RecentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_RecentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_runs_recent(inputs)
	if (locale === "ar") return ar_admin_runs_recent(inputs)
	if (locale === "en-XA") return en_xa2_admin_runs_recent(inputs)
	return en_admin_runs_recent(inputs)
});