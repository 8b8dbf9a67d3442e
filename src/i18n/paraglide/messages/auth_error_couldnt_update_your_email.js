import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Couldnt_Update_Your_EmailInputs */

const en_auth_error_couldnt_update_your_email = /** @type {(inputs: Auth_Error_Couldnt_Update_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couldn't update your email: another account already uses that address. Choose a different one.`)
};

const de_auth_error_couldnt_update_your_email = /** @type {(inputs: Auth_Error_Couldnt_Update_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse konnte nicht geändert werden: Ein anderes Konto verwendet diese Adresse bereits. Wählen Sie eine andere.`)
};

const ar_auth_error_couldnt_update_your_email = /** @type {(inputs: Auth_Error_Couldnt_Update_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تحديث بريدك الإلكتروني: حساب آخر يستخدم هذا العنوان بالفعل. اختر عنوانًا آخر.`)
};

const en_xa2_auth_error_couldnt_update_your_email = /** @type {(inputs: Auth_Error_Couldnt_Update_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļðñ'ţ úþðáţé ýóúŕ éɱáíļ: áñóţĥéŕ áççóúñţ áļŕéáðý úšéš ţĥáţ áððŕéšš. Çĥóóšé á ðíƒƒéŕéñţ óñé. ······································]`)
};

/**
* | output |
* | --- |
* | "Couldn't update your email: another account already uses that address. Choose a different one." |
*
* @param {Auth_Error_Couldnt_Update_Your_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_couldnt_update_your_email = /** @type {((inputs?: Auth_Error_Couldnt_Update_Your_EmailInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Couldnt_Update_Your_EmailInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_couldnt_update_your_email(inputs)
	if (locale === "ar") return ar_auth_error_couldnt_update_your_email(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_couldnt_update_your_email(inputs)
	return en_auth_error_couldnt_update_your_email(inputs)
});