import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Replayed_AppliedInputs */

const en_admin_replayed_applied = /** @type {(inputs: Admin_Replayed_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was applied.`)
};

const de_admin_replayed_applied = /** @type {(inputs: Admin_Replayed_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurde angewendet.`)
};

const ar_admin_replayed_applied = /** @type {(inputs: Admin_Replayed_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تطبيقه.`)
};

const en_xa2_admin_replayed_applied = /** @type {(inputs: Admin_Replayed_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ŵáš áþþļíéð. ······]`)
};

/**
* | output |
* | --- |
* | "It was applied." |
*
* @param {Admin_Replayed_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replayed_applied = /** @type {((inputs?: Admin_Replayed_AppliedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replayed_AppliedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_replayed_applied(inputs)
	if (locale === "ar") return ar_admin_replayed_applied(inputs)
	if (locale === "en-XA") return en_xa2_admin_replayed_applied(inputs)
	return en_admin_replayed_applied(inputs)
});