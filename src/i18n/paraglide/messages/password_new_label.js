import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_New_LabelInputs */

const en_password_new_label = /** @type {(inputs: Password_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

const de_password_new_label = /** @type {(inputs: Password_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort`)
};

const ar_password_new_label = /** @type {(inputs: Password_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور الجديدة`)
};

const en_xa2_password_new_label = /** @type {(inputs: Password_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ þáššŵóŕð ·····]`)
};

/**
* | output |
* | --- |
* | "New password" |
*
* @param {Password_New_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_new_label = /** @type {((inputs?: Password_New_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_New_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_new_label(inputs)
	if (locale === "ar") return ar_password_new_label(inputs)
	if (locale === "en-XA") return en_xa2_password_new_label(inputs)
	return en_password_new_label(inputs)
});