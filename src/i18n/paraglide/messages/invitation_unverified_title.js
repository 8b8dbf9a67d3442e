import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Unverified_TitleInputs */

const en_invitation_unverified_title = /** @type {(inputs: Invitation_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email address first`)
};

const de_invitation_unverified_title = /** @type {(inputs: Invitation_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie zuerst Ihre E-Mail-Adresse`)
};

const ar_invitation_unverified_title = /** @type {(inputs: Invitation_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد عنوان بريدك الإلكتروني أولًا`)
};

const en_xa2_invitation_unverified_title = /** @type {(inputs: Invitation_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ýóúŕ éɱáíļ áððŕéšš ƒíŕšţ ·············]`)
};

/**
* | output |
* | --- |
* | "Confirm your email address first" |
*
* @param {Invitation_Unverified_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_unverified_title = /** @type {((inputs?: Invitation_Unverified_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Unverified_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_unverified_title(inputs)
	if (locale === "ar") return ar_invitation_unverified_title(inputs)
	if (locale === "en-XA") return en_xa2_invitation_unverified_title(inputs)
	return en_invitation_unverified_title(inputs)
});