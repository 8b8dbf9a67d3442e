import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_OpeningInputs */

const en_invitation_opening = /** @type {(inputs: Invitation_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the invitation…`)
};

const de_invitation_opening = /** @type {(inputs: Invitation_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung wird geöffnet…`)
};

const ar_invitation_opening = /** @type {(inputs: Invitation_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ فتح الدعوة…`)
};

const en_xa2_invitation_opening = /** @type {(inputs: Invitation_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñíñĝ ţĥé íñṽíţáţíóñ… ·········]`)
};

/**
* | output |
* | --- |
* | "Opening the invitation…" |
*
* @param {Invitation_OpeningInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_opening = /** @type {((inputs?: Invitation_OpeningInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_OpeningInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_opening(inputs)
	if (locale === "ar") return ar_invitation_opening(inputs)
	if (locale === "en-XA") return en_xa2_invitation_opening(inputs)
	return en_invitation_opening(inputs)
});