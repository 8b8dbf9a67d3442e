import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Reset_Link_Failed_TextInputs */

const en_password_reset_link_failed_text = /** @type {(inputs: Password_Reset_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password reset link is invalid, already used or expired. Sign in and ask for a new one in the settings.`)
};

const de_password_reset_link_failed_text = /** @type {(inputs: Password_Reset_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link zum Zurücksetzen des Passworts ist ungültig, bereits verwendet oder abgelaufen. Melden Sie sich an und fordern Sie in den Einstellungen einen neuen an.`)
};

const ar_password_reset_link_failed_text = /** @type {(inputs: Password_Reset_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط إعادة تعيين كلمة المرور هذا غير صالح أو مستخدم أو منتهي الصلاحية. سجّل الدخول واطلب رابطًا جديدًا من الإعدادات.`)
};

const en_xa2_password_reset_link_failed_text = /** @type {(inputs: Password_Reset_Link_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáššŵóŕð ŕéšéţ ļíñķ íš íñṽáļíð, áļŕéáðý úšéð óŕ éẋþíŕéð. Šíĝñ íñ áñð ášķ ƒóŕ á ñéŵ óñé íñ ţĥé šéţţíñĝš. ···········································]`)
};

/**
* | output |
* | --- |
* | "This password reset link is invalid, already used or expired. Sign in and ask for a new one in the settings." |
*
* @param {Password_Reset_Link_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_link_failed_text = /** @type {((inputs?: Password_Reset_Link_Failed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_Link_Failed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_link_failed_text(inputs)
	if (locale === "ar") return ar_password_reset_link_failed_text(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_link_failed_text(inputs)
	return en_password_reset_link_failed_text(inputs)
});