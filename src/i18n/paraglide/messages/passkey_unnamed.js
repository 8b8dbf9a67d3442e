import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_UnnamedInputs */

const en_passkey_unnamed = /** @type {(inputs: Passkey_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unnamed passkey`)
};

const de_passkey_unnamed = /** @type {(inputs: Passkey_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey ohne Namen`)
};

const ar_passkey_unnamed = /** @type {(inputs: Passkey_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح مرور بلا اسم`)
};

const en_xa2_passkey_unnamed = /** @type {(inputs: Passkey_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úññáɱéð þáššķéý ······]`)
};

/**
* | output |
* | --- |
* | "Unnamed passkey" |
*
* @param {Passkey_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_unnamed = /** @type {((inputs?: Passkey_UnnamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_UnnamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_unnamed(inputs)
	if (locale === "ar") return ar_passkey_unnamed(inputs)
	if (locale === "en-XA") return en_xa2_passkey_unnamed(inputs)
	return en_passkey_unnamed(inputs)
});