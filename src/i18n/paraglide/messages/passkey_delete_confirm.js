import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Delete_ConfirmInputs */

const en_passkey_delete_confirm = /** @type {(inputs: Passkey_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete passkey`)
};

const de_passkey_delete_confirm = /** @type {(inputs: Passkey_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey löschen`)
};

const ar_passkey_delete_confirm = /** @type {(inputs: Passkey_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف مفتاح المرور`)
};

const en_xa2_passkey_delete_confirm = /** @type {(inputs: Passkey_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé þáššķéý ······]`)
};

/**
* | output |
* | --- |
* | "Delete passkey" |
*
* @param {Passkey_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_delete_confirm = /** @type {((inputs?: Passkey_Delete_ConfirmInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Delete_ConfirmInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_delete_confirm(inputs)
	if (locale === "ar") return ar_passkey_delete_confirm(inputs)
	if (locale === "en-XA") return en_xa2_passkey_delete_confirm(inputs)
	return en_passkey_delete_confirm(inputs)
});