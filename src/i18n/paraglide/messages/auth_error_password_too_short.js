import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Auth_Error_Password_Too_ShortInputs */

const en_auth_error_password_too_short = /** @type {(inputs: Auth_Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password too short. Use at least ${i?.min} characters.`)
};

const de_auth_error_password_too_short = /** @type {(inputs: Auth_Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passwort zu kurz. Verwenden Sie mindestens ${i?.min} Zeichen.`)
};

const ar_auth_error_password_too_short = /** @type {(inputs: Auth_Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كلمة المرور قصيرة جدًا. استخدم ${i?.min} حرفًا على الأقل.`)
};

const en_xa2_auth_error_password_too_short = /** @type {(inputs: Auth_Error_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ţóó šĥóŕţ. Úšé áţ ļéášţ ${i?.min} çĥáŕáçţéŕš. ··················]`)
};

/**
* | output |
* | --- |
* | "Password too short. Use at least {min} characters." |
*
* @param {Auth_Error_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_password_too_short = /** @type {((inputs: Auth_Error_Password_Too_ShortInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Password_Too_ShortInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_password_too_short(inputs)
	if (locale === "ar") return ar_auth_error_password_too_short(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_password_too_short(inputs)
	return en_auth_error_password_too_short(inputs)
});