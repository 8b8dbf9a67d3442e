import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Welcome_Not_Saved_TitleInputs */

const en_welcome_not_saved_title = /** @type {(inputs: Welcome_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name was not saved`)
};

const de_welcome_not_saved_title = /** @type {(inputs: Welcome_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name wurde nicht gespeichert`)
};

const ar_welcome_not_saved_title = /** @type {(inputs: Welcome_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُحفظ اسمك`)
};

const en_xa2_welcome_not_saved_title = /** @type {(inputs: Welcome_Not_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ñáɱé ŵáš ñóţ šáṽéð ·········]`)
};

/**
* | output |
* | --- |
* | "Your name was not saved" |
*
* @param {Welcome_Not_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const welcome_not_saved_title = /** @type {((inputs?: Welcome_Not_Saved_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Welcome_Not_Saved_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_welcome_not_saved_title(inputs)
	if (locale === "ar") return ar_welcome_not_saved_title(inputs)
	if (locale === "en-XA") return en_xa2_welcome_not_saved_title(inputs)
	return en_welcome_not_saved_title(inputs)
});