import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Reset_Not_Changed_TitleInputs */

const en_password_reset_not_changed_title = /** @type {(inputs: Password_Reset_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password was not changed`)
};

const de_password_reset_not_changed_title = /** @type {(inputs: Password_Reset_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort wurde nicht geändert`)
};

const ar_password_reset_not_changed_title = /** @type {(inputs: Password_Reset_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتغير كلمة المرور`)
};

const en_xa2_password_reset_not_changed_title = /** @type {(inputs: Password_Reset_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššŵóŕð ŵáš ñóţ çĥáñĝéð ···········]`)
};

/**
* | output |
* | --- |
* | "The password was not changed" |
*
* @param {Password_Reset_Not_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_not_changed_title = /** @type {((inputs?: Password_Reset_Not_Changed_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_Not_Changed_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_not_changed_title(inputs)
	if (locale === "ar") return ar_password_reset_not_changed_title(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_not_changed_title(inputs)
	return en_password_reset_not_changed_title(inputs)
});