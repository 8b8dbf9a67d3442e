import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Passkey_LimitInputs */

const en_passkey_limit = /** @type {(inputs: Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An account holds at most ${i?.limit} passkeys.`)
};

const de_passkey_limit = /** @type {(inputs: Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Konto kann höchstens ${i?.limit} Passkeys haben.`)
};

const ar_passkey_limit = /** @type {(inputs: Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يحمل الحساب ${i?.limit} مفاتيح مرور على الأكثر.`)
};

const en_xa2_passkey_limit = /** @type {(inputs: Passkey_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áñ áççóúñţ ĥóļðš áţ ɱóšţ ${i?.limit} þáššķéýš. ··············]`)
};

/**
* | output |
* | --- |
* | "An account holds at most {limit} passkeys." |
*
* @param {Passkey_LimitInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_limit = /** @type {((inputs: Passkey_LimitInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_LimitInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_limit(inputs)
	if (locale === "ar") return ar_passkey_limit(inputs)
	if (locale === "en-XA") return en_xa2_passkey_limit(inputs)
	return en_passkey_limit(inputs)
});