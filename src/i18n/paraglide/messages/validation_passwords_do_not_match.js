import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Passwords_Do_Not_MatchInputs */

const en_validation_passwords_do_not_match = /** @type {(inputs: Validation_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passwords do not match`)
};

const de_validation_passwords_do_not_match = /** @type {(inputs: Validation_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Passwörter stimmen nicht überein`)
};

const ar_validation_passwords_do_not_match = /** @type {(inputs: Validation_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمتا المرور غير متطابقتين`)
};

const en_xa2_validation_passwords_do_not_match = /** @type {(inputs: Validation_Passwords_Do_Not_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššŵóŕðš ðó ñóţ ɱáţçĥ ··········]`)
};

/**
* | output |
* | --- |
* | "The passwords do not match" |
*
* @param {Validation_Passwords_Do_Not_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_passwords_do_not_match = /** @type {((inputs?: Validation_Passwords_Do_Not_MatchInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Passwords_Do_Not_MatchInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_passwords_do_not_match(inputs)
	if (locale === "ar") return ar_validation_passwords_do_not_match(inputs)
	if (locale === "en-XA") return en_xa2_validation_passwords_do_not_match(inputs)
	return en_validation_passwords_do_not_match(inputs)
});