import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ReceivedInputs */

const en_admin_received = /** @type {(inputs: Admin_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received`)
};

const de_admin_received = /** @type {(inputs: Admin_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empfangen`)
};

const ar_admin_received = /** @type {(inputs: Admin_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاستلام`)
};

const en_xa2_admin_received = /** @type {(inputs: Admin_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçéíṽéð ···]`)
};

/**
* | output |
* | --- |
* | "Received" |
*
* @param {Admin_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_received = /** @type {((inputs?: Admin_ReceivedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReceivedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_received(inputs)
	if (locale === "ar") return ar_admin_received(inputs)
	if (locale === "en-XA") return en_xa2_admin_received(inputs)
	return en_admin_received(inputs)
});