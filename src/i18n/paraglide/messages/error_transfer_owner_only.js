import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Transfer_Owner_OnlyInputs */

const en_error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an owner can hand the organization over.`)
};

const de_error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber kann die Organisation übergeben.`)
};

const ar_error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يسلّم المؤسسة إلا مالك.`)
};

const en_xa2_error_transfer_owner_only = /** @type {(inputs: Error_Transfer_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ çáñ ĥáñð ţĥé óŕĝáñížáţíóñ óṽéŕ. ··················]`)
};

/**
* | output |
* | --- |
* | "Only an owner can hand the organization over." |
*
* @param {Error_Transfer_Owner_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_transfer_owner_only = /** @type {((inputs?: Error_Transfer_Owner_OnlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Transfer_Owner_OnlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_transfer_owner_only(inputs)
	if (locale === "ar") return ar_error_transfer_owner_only(inputs)
	if (locale === "en-XA") return en_xa2_error_transfer_owner_only(inputs)
	return en_error_transfer_owner_only(inputs)
});