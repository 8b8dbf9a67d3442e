import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Deleted_TextInputs */

const en_passkey_deleted_text = /** @type {(inputs: Passkey_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It can no longer sign in to your account.`)
};

const de_passkey_deleted_text = /** @type {(inputs: Passkey_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damit ist keine Anmeldung bei Ihrem Konto mehr möglich.`)
};

const ar_passkey_deleted_text = /** @type {(inputs: Passkey_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعد بإمكانه تسجيل الدخول إلى حسابك.`)
};

const en_xa2_passkey_deleted_text = /** @type {(inputs: Passkey_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ çáñ ñó ļóñĝéŕ šíĝñ íñ ţó ýóúŕ áççóúñţ. ················]`)
};

/**
* | output |
* | --- |
* | "It can no longer sign in to your account." |
*
* @param {Passkey_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_deleted_text = /** @type {((inputs?: Passkey_Deleted_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Deleted_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_deleted_text(inputs)
	if (locale === "ar") return ar_passkey_deleted_text(inputs)
	if (locale === "en-XA") return en_xa2_passkey_deleted_text(inputs)
	return en_passkey_deleted_text(inputs)
});