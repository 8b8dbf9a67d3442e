import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Auth_Error_Password_Too_LongInputs */

const en_auth_error_password_too_long = /** @type {(inputs: Auth_Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password too long. Use at most ${i?.max} characters.`)
};

const de_auth_error_password_too_long = /** @type {(inputs: Auth_Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passwort zu lang. Verwenden Sie höchstens ${i?.max} Zeichen.`)
};

const ar_auth_error_password_too_long = /** @type {(inputs: Auth_Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كلمة المرور طويلة جدًا. استخدم ${i?.max} حرفًا على الأكثر.`)
};

const en_xa2_auth_error_password_too_long = /** @type {(inputs: Auth_Error_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáššŵóŕð ţóó ļóñĝ. Úšé áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš. ·················]`)
};

/**
* | output |
* | --- |
* | "Password too long. Use at most {max} characters." |
*
* @param {Auth_Error_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_password_too_long = /** @type {((inputs: Auth_Error_Password_Too_LongInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Password_Too_LongInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_password_too_long(inputs)
	if (locale === "ar") return ar_auth_error_password_too_long(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_password_too_long(inputs)
	return en_auth_error_password_too_long(inputs)
});