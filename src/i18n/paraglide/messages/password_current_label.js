import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Current_LabelInputs */

const en_password_current_label = /** @type {(inputs: Password_Current_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

const de_password_current_label = /** @type {(inputs: Password_Current_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelles Passwort`)
};

const ar_password_current_label = /** @type {(inputs: Password_Current_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور الحالية`)
};

const en_xa2_password_current_label = /** @type {(inputs: Password_Current_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñţ þáššŵóŕð ······]`)
};

/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Password_Current_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_current_label = /** @type {((inputs?: Password_Current_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Current_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_current_label(inputs)
	if (locale === "ar") return ar_password_current_label(inputs)
	if (locale === "en-XA") return en_xa2_password_current_label(inputs)
	return en_password_current_label(inputs)
});