import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_TitleInputs */

const en_passkey_title = /** @type {(inputs: Passkey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

const de_passkey_title = /** @type {(inputs: Passkey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

const ar_passkey_title = /** @type {(inputs: Passkey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيح المرور`)
};

const en_xa2_passkey_title = /** @type {(inputs: Passkey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéýš ···]`)
};

/**
* | output |
* | --- |
* | "Passkeys" |
*
* @param {Passkey_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_title = /** @type {((inputs?: Passkey_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_title(inputs)
	if (locale === "ar") return ar_passkey_title(inputs)
	if (locale === "en-XA") return en_xa2_passkey_title(inputs)
	return en_passkey_title(inputs)
});