import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Transfer_To_SelfInputs */

const en_error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another member to hand the organization over to.`)
};

const de_error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie ein anderes Mitglied, an das Sie die Organisation übergeben.`)
};

const ar_error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر عضوًا آخر لتسليمه المؤسسة.`)
};

const en_xa2_error_transfer_to_self = /** @type {(inputs: Error_Transfer_To_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé áñóţĥéŕ ɱéɱƀéŕ ţó ĥáñð ţĥé óŕĝáñížáţíóñ óṽéŕ ţó. ······················]`)
};

/**
* | output |
* | --- |
* | "Choose another member to hand the organization over to." |
*
* @param {Error_Transfer_To_SelfInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_transfer_to_self = /** @type {((inputs?: Error_Transfer_To_SelfInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Transfer_To_SelfInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_transfer_to_self(inputs)
	if (locale === "ar") return ar_error_transfer_to_self(inputs)
	if (locale === "en-XA") return en_xa2_error_transfer_to_self(inputs)
	return en_error_transfer_to_self(inputs)
});