import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Reset_Done_TextInputs */

const en_password_reset_done_text = /** @type {(inputs: Password_Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new password is set, and every session was signed out. Sign in again with your new password.`)
};

const de_password_reset_done_text = /** @type {(inputs: Password_Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr neues Passwort ist festgelegt, und alle Sitzungen wurden abgemeldet. Melden Sie sich mit Ihrem neuen Passwort erneut an.`)
};

const ar_password_reset_done_text = /** @type {(inputs: Password_Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عُيّنت كلمة مرورك الجديدة وسُجّل الخروج من كل الجلسات. سجّل الدخول مجددًا بكلمة مرورك الجديدة.`)
};

const en_xa2_password_reset_done_text = /** @type {(inputs: Password_Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ñéŵ þáššŵóŕð íš šéţ, áñð éṽéŕý šéššíóñ ŵáš šíĝñéð óúţ. Šíĝñ íñ áĝáíñ ŵíţĥ ýóúŕ ñéŵ þáššŵóŕð. ·······································]`)
};

/**
* | output |
* | --- |
* | "Your new password is set, and every session was signed out. Sign in again with your new password." |
*
* @param {Password_Reset_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_done_text = /** @type {((inputs?: Password_Reset_Done_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_Done_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_done_text(inputs)
	if (locale === "ar") return ar_password_reset_done_text(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_done_text(inputs)
	return en_password_reset_done_text(inputs)
});