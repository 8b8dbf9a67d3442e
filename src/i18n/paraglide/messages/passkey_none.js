import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_NoneInputs */

const en_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No passkeys yet.`)
};

const de_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Passkeys.`)
};

const ar_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد مفاتيح مرور بعد.`)
};

const en_xa2_passkey_none = /** @type {(inputs: Passkey_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó þáššķéýš ýéţ. ······]`)
};

/**
* | output |
* | --- |
* | "No passkeys yet." |
*
* @param {Passkey_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_none = /** @type {((inputs?: Passkey_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_none(inputs)
	if (locale === "ar") return ar_passkey_none(inputs)
	if (locale === "en-XA") return en_xa2_passkey_none(inputs)
	return en_passkey_none(inputs)
});