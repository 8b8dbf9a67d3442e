import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Added_TitleInputs */

const en_passkey_added_title = /** @type {(inputs: Passkey_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey added`)
};

const de_passkey_added_title = /** @type {(inputs: Passkey_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzugefügt`)
};

const ar_passkey_added_title = /** @type {(inputs: Passkey_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُضيف مفتاح المرور`)
};

const en_xa2_passkey_added_title = /** @type {(inputs: Passkey_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý áððéð ·····]`)
};

/**
* | output |
* | --- |
* | "Passkey added" |
*
* @param {Passkey_Added_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_added_title = /** @type {((inputs?: Passkey_Added_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Added_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_added_title(inputs)
	if (locale === "ar") return ar_passkey_added_title(inputs)
	if (locale === "en-XA") return en_xa2_passkey_added_title(inputs)
	return en_passkey_added_title(inputs)
});