import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_OwnerInputs */

const en_admin_owner = /** @type {(inputs: Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner`)
};

const de_admin_owner = /** @type {(inputs: Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber`)
};

const ar_admin_owner = /** @type {(inputs: Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المالك`)
};

const en_xa2_admin_owner = /** @type {(inputs: Admin_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŵñéŕ ··]`)
};

/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Admin_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_owner = /** @type {((inputs?: Admin_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_owner(inputs)
	if (locale === "ar") return ar_admin_owner(inputs)
	if (locale === "en-XA") return en_xa2_admin_owner(inputs)
	return en_admin_owner(inputs)
});