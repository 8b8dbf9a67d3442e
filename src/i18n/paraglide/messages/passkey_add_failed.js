import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Add_FailedInputs */

const en_passkey_add_failed = /** @type {(inputs: Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey could not be added.`)
};

const de_passkey_add_failed = /** @type {(inputs: Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Passkey konnte nicht hinzugefügt werden.`)
};

const ar_passkey_add_failed = /** @type {(inputs: Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّرت إضافة مفتاح المرور.`)
};

const en_xa2_passkey_add_failed = /** @type {(inputs: Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššķéý çóúļð ñóţ ƀé áððéð. ············]`)
};

/**
* | output |
* | --- |
* | "The passkey could not be added." |
*
* @param {Passkey_Add_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_add_failed = /** @type {((inputs?: Passkey_Add_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Add_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_add_failed(inputs)
	if (locale === "ar") return ar_passkey_add_failed(inputs)
	if (locale === "en-XA") return en_xa2_passkey_add_failed(inputs)
	return en_passkey_add_failed(inputs)
});