import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Failed_TextInputs */

const en_invitation_failed_text = /** @type {(inputs: Invitation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a moment.`)
};

const de_invitation_failed_text = /** @type {(inputs: Invitation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuchen Sie es gleich noch einmal.`)
};

const ar_invitation_failed_text = /** @type {(inputs: Invitation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حاول مرة أخرى بعد قليل.`)
};

const en_xa2_invitation_failed_text = /** @type {(inputs: Invitation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ íñ á ɱóɱéñţ. ·········]`)
};

/**
* | output |
* | --- |
* | "Try again in a moment." |
*
* @param {Invitation_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_failed_text = /** @type {((inputs?: Invitation_Failed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Failed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_failed_text(inputs)
	if (locale === "ar") return ar_invitation_failed_text(inputs)
	if (locale === "en-XA") return en_xa2_invitation_failed_text(inputs)
	return en_invitation_failed_text(inputs)
});