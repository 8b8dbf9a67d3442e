import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Rename_TitleInputs */

const en_passkey_rename_title = /** @type {(inputs: Passkey_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename the passkey`)
};

const de_passkey_rename_title = /** @type {(inputs: Passkey_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey umbenennen`)
};

const ar_passkey_rename_title = /** @type {(inputs: Passkey_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تسمية مفتاح المرور`)
};

const en_xa2_passkey_rename_title = /** @type {(inputs: Passkey_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ţĥé þáššķéý ·······]`)
};

/**
* | output |
* | --- |
* | "Rename the passkey" |
*
* @param {Passkey_Rename_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_rename_title = /** @type {((inputs?: Passkey_Rename_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Rename_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_rename_title(inputs)
	if (locale === "ar") return ar_passkey_rename_title(inputs)
	if (locale === "en-XA") return en_xa2_passkey_rename_title(inputs)
	return en_passkey_rename_title(inputs)
});