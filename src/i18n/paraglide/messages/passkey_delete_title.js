import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Delete_TitleInputs */

const en_passkey_delete_title = /** @type {(inputs: Passkey_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the passkey?`)
};

const de_passkey_delete_title = /** @type {(inputs: Passkey_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey löschen?`)
};

const ar_passkey_delete_title = /** @type {(inputs: Passkey_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد حذف مفتاح المرور؟`)
};

const en_xa2_passkey_delete_title = /** @type {(inputs: Passkey_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţĥé þáššķéý? ········]`)
};

/**
* | output |
* | --- |
* | "Delete the passkey?" |
*
* @param {Passkey_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_delete_title = /** @type {((inputs?: Passkey_Delete_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Delete_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_delete_title(inputs)
	if (locale === "ar") return ar_passkey_delete_title(inputs)
	if (locale === "en-XA") return en_xa2_passkey_delete_title(inputs)
	return en_passkey_delete_title(inputs)
});