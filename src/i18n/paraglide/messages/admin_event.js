import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_EventInputs */

const en_admin_event = /** @type {(inputs: Admin_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

const de_admin_event = /** @type {(inputs: Admin_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ereignis`)
};

const ar_admin_event = /** @type {(inputs: Admin_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحدث`)
};

const en_xa2_admin_event = /** @type {(inputs: Admin_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéñţ ··]`)
};

/**
* | output |
* | --- |
* | "Event" |
*
* @param {Admin_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_event = /** @type {((inputs?: Admin_EventInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_EventInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_event(inputs)
	if (locale === "ar") return ar_admin_event(inputs)
	if (locale === "en-XA") return en_xa2_admin_event(inputs)
	return en_admin_event(inputs)
});