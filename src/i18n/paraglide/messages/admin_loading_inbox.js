import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Loading_InboxInputs */

const en_admin_loading_inbox = /** @type {(inputs: Admin_Loading_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the inbox…`)
};

const de_admin_loading_inbox = /** @type {(inputs: Admin_Loading_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingang wird geladen…`)
};

const ar_admin_loading_inbox = /** @type {(inputs: Admin_Loading_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل الصندوق…`)
};

const en_xa2_admin_loading_inbox = /** @type {(inputs: Admin_Loading_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé íñƀóẋ… ·······]`)
};

/**
* | output |
* | --- |
* | "Loading the inbox…" |
*
* @param {Admin_Loading_InboxInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_loading_inbox = /** @type {((inputs?: Admin_Loading_InboxInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Loading_InboxInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_loading_inbox(inputs)
	if (locale === "ar") return ar_admin_loading_inbox(inputs)
	if (locale === "en-XA") return en_xa2_admin_loading_inbox(inputs)
	return en_admin_loading_inbox(inputs)
});