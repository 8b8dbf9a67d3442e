import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Passkey_Last_UsedInputs */

const en_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last used ${i?.date}`)
};

const de_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zuletzt verwendet ${i?.date}`)
};

const ar_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آخر استخدام ${i?.date}`)
};

const en_xa2_passkey_last_used = /** @type {(inputs: Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ļášţ úšéð ${i?.date} ····]`)
};

/**
* | output |
* | --- |
* | "last used {date}" |
*
* @param {Passkey_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_last_used = /** @type {((inputs: Passkey_Last_UsedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Last_UsedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_last_used(inputs)
	if (locale === "ar") return ar_passkey_last_used(inputs)
	if (locale === "en-XA") return en_xa2_passkey_last_used(inputs)
	return en_passkey_last_used(inputs)
});