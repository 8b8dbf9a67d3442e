import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Reset_Done_HeadingInputs */

const en_password_reset_done_heading = /** @type {(inputs: Password_Reset_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

const de_password_reset_done_heading = /** @type {(inputs: Password_Reset_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort geändert`)
};

const ar_password_reset_done_heading = /** @type {(inputs: Password_Reset_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير كلمة المرور`)
};

const en_xa2_password_reset_done_heading = /** @type {(inputs: Password_Reset_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð çĥáñĝéð ······]`)
};

/**
* | output |
* | --- |
* | "Password changed" |
*
* @param {Password_Reset_Done_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_done_heading = /** @type {((inputs?: Password_Reset_Done_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_Done_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_done_heading(inputs)
	if (locale === "ar") return ar_password_reset_done_heading(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_done_heading(inputs)
	return en_password_reset_done_heading(inputs)
});