import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Link_FailedInputs */

const en_confirm_link_failed = /** @type {(inputs: Confirm_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That link did not work`)
};

const de_confirm_link_failed = /** @type {(inputs: Confirm_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link hat nicht funktioniert`)
};

const ar_confirm_link_failed = /** @type {(inputs: Confirm_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعمل هذا الرابط`)
};

const en_xa2_confirm_link_failed = /** @type {(inputs: Confirm_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ļíñķ ðíð ñóţ ŵóŕķ ·········]`)
};

/**
* | output |
* | --- |
* | "That link did not work" |
*
* @param {Confirm_Link_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const confirm_link_failed = /** @type {((inputs?: Confirm_Link_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Link_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_confirm_link_failed(inputs)
	if (locale === "ar") return ar_confirm_link_failed(inputs)
	if (locale === "en-XA") return en_xa2_confirm_link_failed(inputs)
	return en_confirm_link_failed(inputs)
});