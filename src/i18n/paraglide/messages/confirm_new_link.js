import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_New_LinkInputs */

const en_confirm_new_link = /** @type {(inputs: Confirm_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a new link`)
};

const de_confirm_new_link = /** @type {(inputs: Confirm_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen neuen Link anfordern`)
};

const ar_confirm_new_link = /** @type {(inputs: Confirm_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلب رابطًا جديدًا`)
};

const en_xa2_confirm_new_link = /** @type {(inputs: Confirm_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķ ƒóŕ á ñéŵ ļíñķ ·······]`)
};

/**
* | output |
* | --- |
* | "Ask for a new link" |
*
* @param {Confirm_New_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const confirm_new_link = /** @type {((inputs?: Confirm_New_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_New_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_confirm_new_link(inputs)
	if (locale === "ar") return ar_confirm_new_link(inputs)
	if (locale === "en-XA") return en_xa2_confirm_new_link(inputs)
	return en_confirm_new_link(inputs)
});