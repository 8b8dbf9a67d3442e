import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Changed_And_Signed_OutInputs */

const en_password_changed_and_signed_out = /** @type {(inputs: Password_Changed_And_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is changed and your other sessions are signed out.`)
};

const de_password_changed_and_signed_out = /** @type {(inputs: Password_Changed_And_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort ist geändert und Ihre anderen Sitzungen sind abgemeldet.`)
};

const ar_password_changed_and_signed_out = /** @type {(inputs: Password_Changed_And_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير كلمة مرورك وتسجيل الخروج من جلساتك الأخرى.`)
};

const en_xa2_password_changed_and_signed_out = /** @type {(inputs: Password_Changed_And_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáššŵóŕð íš çĥáñĝéð áñð ýóúŕ óţĥéŕ šéššíóñš áŕé šíĝñéð óúţ. ··························]`)
};

/**
* | output |
* | --- |
* | "Your password is changed and your other sessions are signed out." |
*
* @param {Password_Changed_And_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_changed_and_signed_out = /** @type {((inputs?: Password_Changed_And_Signed_OutInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Changed_And_Signed_OutInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_changed_and_signed_out(inputs)
	if (locale === "ar") return ar_password_changed_and_signed_out(inputs)
	if (locale === "en-XA") return en_xa2_password_changed_and_signed_out(inputs)
	return en_password_changed_and_signed_out(inputs)
});