import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Deleted_TitleInputs */

const en_passkey_deleted_title = /** @type {(inputs: Passkey_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey deleted`)
};

const de_passkey_deleted_title = /** @type {(inputs: Passkey_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey gelöscht`)
};

const ar_passkey_deleted_title = /** @type {(inputs: Passkey_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُذف مفتاح المرور`)
};

const en_xa2_passkey_deleted_title = /** @type {(inputs: Passkey_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ðéļéţéð ······]`)
};

/**
* | output |
* | --- |
* | "Passkey deleted" |
*
* @param {Passkey_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_deleted_title = /** @type {((inputs?: Passkey_Deleted_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Deleted_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_deleted_title(inputs)
	if (locale === "ar") return ar_passkey_deleted_title(inputs)
	if (locale === "en-XA") return en_xa2_passkey_deleted_title(inputs)
	return en_passkey_deleted_title(inputs)
});