import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_ChangeInputs */

const en_password_change = /** @type {(inputs: Password_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

const de_password_change = /** @type {(inputs: Password_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort ändern`)
};

const ar_password_change = /** @type {(inputs: Password_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير كلمة المرور`)
};

const en_xa2_password_change = /** @type {(inputs: Password_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé þáššŵóŕð ······]`)
};

/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Password_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_change = /** @type {((inputs?: Password_ChangeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_ChangeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_change(inputs)
	if (locale === "ar") return ar_password_change(inputs)
	if (locale === "en-XA") return en_xa2_password_change(inputs)
	return en_password_change(inputs)
});