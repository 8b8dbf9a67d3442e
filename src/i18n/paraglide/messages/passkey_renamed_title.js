import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Renamed_TitleInputs */

const en_passkey_renamed_title = /** @type {(inputs: Passkey_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey renamed`)
};

const de_passkey_renamed_title = /** @type {(inputs: Passkey_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey umbenannt`)
};

const ar_passkey_renamed_title = /** @type {(inputs: Passkey_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعيدت تسمية مفتاح المرور`)
};

const en_xa2_passkey_renamed_title = /** @type {(inputs: Passkey_Renamed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ŕéñáɱéð ······]`)
};

/**
* | output |
* | --- |
* | "Passkey renamed" |
*
* @param {Passkey_Renamed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_renamed_title = /** @type {((inputs?: Passkey_Renamed_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Renamed_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_renamed_title(inputs)
	if (locale === "ar") return ar_passkey_renamed_title(inputs)
	if (locale === "en-XA") return en_xa2_passkey_renamed_title(inputs)
	return en_passkey_renamed_title(inputs)
});