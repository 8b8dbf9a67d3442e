import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Holder_PersonalInputs */

const en_admin_holder_personal = /** @type {(inputs: Admin_Holder_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

const de_admin_holder_personal = /** @type {(inputs: Admin_Holder_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persönlich`)
};

const ar_admin_holder_personal = /** @type {(inputs: Admin_Holder_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شخصي`)
};

const en_xa2_admin_holder_personal = /** @type {(inputs: Admin_Holder_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕšóñáļ ···]`)
};

/**
* | output |
* | --- |
* | "Personal" |
*
* @param {Admin_Holder_PersonalInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_holder_personal = /** @type {((inputs?: Admin_Holder_PersonalInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Holder_PersonalInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_holder_personal(inputs)
	if (locale === "ar") return ar_admin_holder_personal(inputs)
	if (locale === "en-XA") return en_xa2_admin_holder_personal(inputs)
	return en_admin_holder_personal(inputs)
});