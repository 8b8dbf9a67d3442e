import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Changed_TextInputs */

const en_password_changed_text = /** @type {(inputs: Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is changed.`)
};

const de_password_changed_text = /** @type {(inputs: Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort ist geändert.`)
};

const ar_password_changed_text = /** @type {(inputs: Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير كلمة مرورك.`)
};

const en_xa2_password_changed_text = /** @type {(inputs: Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáššŵóŕð íš çĥáñĝéð. ··········]`)
};

/**
* | output |
* | --- |
* | "Your password is changed." |
*
* @param {Password_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_changed_text = /** @type {((inputs?: Password_Changed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Changed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_changed_text(inputs)
	if (locale === "ar") return ar_password_changed_text(inputs)
	if (locale === "en-XA") return en_xa2_password_changed_text(inputs)
	return en_password_changed_text(inputs)
});