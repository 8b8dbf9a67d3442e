import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ReplayedInputs */

const en_admin_replayed = /** @type {(inputs: Admin_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event replayed`)
};

const de_admin_replayed = /** @type {(inputs: Admin_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ereignis erneut angewendet`)
};

const ar_admin_replayed = /** @type {(inputs: Admin_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعيد تطبيق الحدث`)
};

const en_xa2_admin_replayed = /** @type {(inputs: Admin_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéñţ ŕéþļáýéð ······]`)
};

/**
* | output |
* | --- |
* | "Event replayed" |
*
* @param {Admin_ReplayedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replayed = /** @type {((inputs?: Admin_ReplayedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReplayedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_replayed(inputs)
	if (locale === "ar") return ar_admin_replayed(inputs)
	if (locale === "en-XA") return en_xa2_admin_replayed(inputs)
	return en_admin_replayed(inputs)
});