import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Not_Deleted_TitleInputs */

const en_passkey_not_deleted_title = /** @type {(inputs: Passkey_Not_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey not deleted`)
};

const de_passkey_not_deleted_title = /** @type {(inputs: Passkey_Not_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey nicht gelöscht`)
};

const ar_passkey_not_deleted_title = /** @type {(inputs: Passkey_Not_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُحذف مفتاح المرور`)
};

const en_xa2_passkey_not_deleted_title = /** @type {(inputs: Passkey_Not_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ñóţ ðéļéţéð ········]`)
};

/**
* | output |
* | --- |
* | "Passkey not deleted" |
*
* @param {Passkey_Not_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_not_deleted_title = /** @type {((inputs?: Passkey_Not_Deleted_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Not_Deleted_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_not_deleted_title(inputs)
	if (locale === "ar") return ar_passkey_not_deleted_title(inputs)
	if (locale === "en-XA") return en_xa2_passkey_not_deleted_title(inputs)
	return en_passkey_not_deleted_title(inputs)
});