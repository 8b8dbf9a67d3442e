import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_EventsInputs */

const en_admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events match.`)
};

const de_admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passenden Ereignisse.`)
};

const ar_admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد أحداث مطابقة.`)
};

const en_xa2_admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó éṽéñţš ɱáţçĥ. ······]`)
};

/**
* | output |
* | --- |
* | "No events match." |
*
* @param {Admin_No_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_no_events = /** @type {((inputs?: Admin_No_EventsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_EventsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_no_events(inputs)
	if (locale === "ar") return ar_admin_no_events(inputs)
	if (locale === "en-XA") return en_xa2_admin_no_events(inputs)
	return en_admin_no_events(inputs)
});