import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Open_Failed_EventsInputs */

const en_admin_open_failed_events = /** @type {(inputs: Admin_Open_Failed_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the failed events`)
};

const de_admin_open_failed_events = /** @type {(inputs: Admin_Open_Failed_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagene Ereignisse öffnen`)
};

const ar_admin_open_failed_events = /** @type {(inputs: Admin_Open_Failed_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فتح الأحداث الفاشلة`)
};

const en_xa2_admin_open_failed_events = /** @type {(inputs: Admin_Open_Failed_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ţĥé ƒáíļéð éṽéñţš ·········]`)
};

/**
* | output |
* | --- |
* | "Open the failed events" |
*
* @param {Admin_Open_Failed_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_open_failed_events = /** @type {((inputs?: Admin_Open_Failed_EventsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Open_Failed_EventsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_open_failed_events(inputs)
	if (locale === "ar") return ar_admin_open_failed_events(inputs)
	if (locale === "en-XA") return en_xa2_admin_open_failed_events(inputs)
	return en_admin_open_failed_events(inputs)
});