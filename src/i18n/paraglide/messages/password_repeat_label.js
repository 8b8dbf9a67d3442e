import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Repeat_LabelInputs */

const en_password_repeat_label = /** @type {(inputs: Password_Repeat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat the new password`)
};

const de_password_repeat_label = /** @type {(inputs: Password_Repeat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wiederholen`)
};

const ar_password_repeat_label = /** @type {(inputs: Password_Repeat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعد كتابة كلمة المرور الجديدة`)
};

const en_xa2_password_repeat_label = /** @type {(inputs: Password_Repeat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþéáţ ţĥé ñéŵ þáššŵóŕð ·········]`)
};

/**
* | output |
* | --- |
* | "Repeat the new password" |
*
* @param {Password_Repeat_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_repeat_label = /** @type {((inputs?: Password_Repeat_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Repeat_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_repeat_label(inputs)
	if (locale === "ar") return ar_password_repeat_label(inputs)
	if (locale === "en-XA") return en_xa2_password_repeat_label(inputs)
	return en_password_repeat_label(inputs)
});