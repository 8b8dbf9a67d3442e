import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Admin_Replayed_IgnoredInputs */

const en_admin_replayed_ignored = /** @type {(inputs: Admin_Replayed_IgnoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It was ignored: ${i?.reason}.`)
};

const de_admin_replayed_ignored = /** @type {(inputs: Admin_Replayed_IgnoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es wurde ignoriert: ${i?.reason}.`)
};

const ar_admin_replayed_ignored = /** @type {(inputs: Admin_Replayed_IgnoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم تجاهله: ${i?.reason}.`)
};

const en_xa2_admin_replayed_ignored = /** @type {(inputs: Admin_Replayed_IgnoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ŵáš íĝñóŕéð: ${i?.reason}. ·······]`)
};

/**
* | output |
* | --- |
* | "It was ignored: {reason}." |
*
* @param {Admin_Replayed_IgnoredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replayed_ignored = /** @type {((inputs: Admin_Replayed_IgnoredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replayed_IgnoredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_replayed_ignored(inputs)
	if (locale === "ar") return ar_admin_replayed_ignored(inputs)
	if (locale === "en-XA") return en_xa2_admin_replayed_ignored(inputs)
	return en_admin_replayed_ignored(inputs)
});