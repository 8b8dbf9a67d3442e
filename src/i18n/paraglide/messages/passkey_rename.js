import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_RenameInputs */

const en_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

const de_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umbenennen`)
};

const ar_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تسمية`)
};

const en_xa2_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ··]`)
};

/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Passkey_RenameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_rename = /** @type {((inputs?: Passkey_RenameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_RenameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_rename(inputs)
	if (locale === "ar") return ar_passkey_rename(inputs)
	if (locale === "en-XA") return en_xa2_passkey_rename(inputs)
	return en_passkey_rename(inputs)
});