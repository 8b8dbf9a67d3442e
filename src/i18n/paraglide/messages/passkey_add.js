import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_AddInputs */

const en_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a passkey`)
};

const de_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzufügen`)
};

const ar_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة مفتاح مرور`)
};

const en_xa2_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð á þáššķéý ·····]`)
};

/**
* | output |
* | --- |
* | "Add a passkey" |
*
* @param {Passkey_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_add = /** @type {((inputs?: Passkey_AddInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_AddInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_add(inputs)
	if (locale === "ar") return ar_passkey_add(inputs)
	if (locale === "en-XA") return en_xa2_passkey_add(inputs)
	return en_passkey_add(inputs)
});