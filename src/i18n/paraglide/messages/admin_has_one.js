import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Has_OneInputs */

const en_admin_has_one = /** @type {(inputs: Admin_Has_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has one`)
};

const de_admin_has_one = /** @type {(inputs: Admin_Has_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorhanden`)
};

const ar_admin_has_one = /** @type {(inputs: Admin_Has_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لديه اشتراك`)
};

const en_xa2_admin_has_one = /** @type {(inputs: Admin_Has_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥáš óñé ···]`)
};

/**
* | output |
* | --- |
* | "Has one" |
*
* @param {Admin_Has_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_has_one = /** @type {((inputs?: Admin_Has_OneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Has_OneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_has_one(inputs)
	if (locale === "ar") return ar_admin_has_one(inputs)
	if (locale === "en-XA") return en_xa2_admin_has_one(inputs)
	return en_admin_has_one(inputs)
});