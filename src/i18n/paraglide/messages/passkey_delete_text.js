import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkey_Delete_TextInputs */

const en_passkey_delete_text = /** @type {(inputs: Passkey_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” will no longer sign in to your account. Remove it from the device too, in its password or passkey settings.`)
};

const de_passkey_delete_text = /** @type {(inputs: Passkey_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ kann sich dann nicht mehr bei Ihrem Konto anmelden. Entfernen Sie den Passkey auch vom Gerät, in dessen Passwort- oder Passkey-Einstellungen.`)
};

const ar_passkey_delete_text = /** @type {(inputs: Passkey_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لن يتمكن «${i?.name}» من تسجيل الدخول إلى حسابك بعد الآن. احذفه من الجهاز أيضًا، من إعدادات كلمات المرور أو مفاتيح المرور فيه.`)
};

const en_xa2_passkey_delete_text = /** @type {(inputs: Passkey_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ŵíļļ ñó ļóñĝéŕ šíĝñ íñ ţó ýóúŕ áççóúñţ. Ŕéɱóṽé íţ ƒŕóɱ ţĥé ðéṽíçé ţóó, íñ íţš þáššŵóŕð óŕ þáššķéý šéţţíñĝš. ············································]`)
};

/**
* | output |
* | --- |
* | "“{name}” will no longer sign in to your account. Remove it from the device too, in its password or passkey settings." |
*
* @param {Passkey_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_delete_text = /** @type {((inputs: Passkey_Delete_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Delete_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_delete_text(inputs)
	if (locale === "ar") return ar_passkey_delete_text(inputs)
	if (locale === "en-XA") return en_xa2_passkey_delete_text(inputs)
	return en_passkey_delete_text(inputs)
});