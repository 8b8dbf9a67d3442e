import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Renamed_TextInputs */

const en_passkey_renamed_text = /** @type {(inputs: Passkey_Renamed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new name is saved.`)
};

const de_passkey_renamed_text = /** @type {(inputs: Passkey_Renamed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der neue Name ist gespeichert.`)
};

const ar_passkey_renamed_text = /** @type {(inputs: Passkey_Renamed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُفظ الاسم الجديد.`)
};

const en_xa2_passkey_renamed_text = /** @type {(inputs: Passkey_Renamed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñéŵ ñáɱé íš šáṽéð. ·········]`)
};

/**
* | output |
* | --- |
* | "The new name is saved." |
*
* @param {Passkey_Renamed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_renamed_text = /** @type {((inputs?: Passkey_Renamed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Renamed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_renamed_text(inputs)
	if (locale === "ar") return ar_passkey_renamed_text(inputs)
	if (locale === "en-XA") return en_xa2_passkey_renamed_text(inputs)
	return en_passkey_renamed_text(inputs)
});