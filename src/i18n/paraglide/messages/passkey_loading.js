import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_LoadingInputs */

const en_passkey_loading = /** @type {(inputs: Passkey_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your passkeys…`)
};

const de_passkey_loading = /** @type {(inputs: Passkey_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Passkeys werden geladen…`)
};

const ar_passkey_loading = /** @type {(inputs: Passkey_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل مفاتيح المرور…`)
};

const en_xa2_passkey_loading = /** @type {(inputs: Passkey_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ýóúŕ þáššķéýš… ·········]`)
};

/**
* | output |
* | --- |
* | "Loading your passkeys…" |
*
* @param {Passkey_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_loading = /** @type {((inputs?: Passkey_LoadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_LoadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_loading(inputs)
	if (locale === "ar") return ar_passkey_loading(inputs)
	if (locale === "en-XA") return en_xa2_passkey_loading(inputs)
	return en_passkey_loading(inputs)
});