import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Not_UsedInputs */

const en_passkey_not_used = /** @type {(inputs: Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not used to sign in yet`)
};

const de_passkey_not_used = /** @type {(inputs: Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noch nicht zur Anmeldung verwendet`)
};

const ar_passkey_not_used = /** @type {(inputs: Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُستخدم لتسجيل الدخول بعد`)
};

const en_xa2_passkey_not_used = /** @type {(inputs: Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ úšéð ţó šíĝñ íñ ýéţ ·········]`)
};

/**
* | output |
* | --- |
* | "not used to sign in yet" |
*
* @param {Passkey_Not_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_not_used = /** @type {((inputs?: Passkey_Not_UsedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Not_UsedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_not_used(inputs)
	if (locale === "ar") return ar_passkey_not_used(inputs)
	if (locale === "en-XA") return en_xa2_passkey_not_used(inputs)
	return en_passkey_not_used(inputs)
});