import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Not_Renamed_TitleInputs */

const en_passkey_not_renamed_title = /** @type {(inputs: Passkey_Not_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey not renamed`)
};

const de_passkey_not_renamed_title = /** @type {(inputs: Passkey_Not_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey nicht umbenannt`)
};

const ar_passkey_not_renamed_title = /** @type {(inputs: Passkey_Not_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُغيَّر تسمية مفتاح المرور`)
};

const en_xa2_passkey_not_renamed_title = /** @type {(inputs: Passkey_Not_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ñóţ ŕéñáɱéð ········]`)
};

/**
* | output |
* | --- |
* | "Passkey not renamed" |
*
* @param {Passkey_Not_Renamed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_not_renamed_title = /** @type {((inputs?: Passkey_Not_Renamed_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Not_Renamed_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_not_renamed_title(inputs)
	if (locale === "ar") return ar_passkey_not_renamed_title(inputs)
	if (locale === "en-XA") return en_xa2_passkey_not_renamed_title(inputs)
	return en_passkey_not_renamed_title(inputs)
});