import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Failed_TitleInputs */

const en_invitation_failed_title = /** @type {(inputs: Invitation_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation could not be opened`)
};

const de_invitation_failed_title = /** @type {(inputs: Invitation_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Einladung konnte nicht geöffnet werden`)
};

const ar_invitation_failed_title = /** @type {(inputs: Invitation_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر فتح الدعوة`)
};

const en_xa2_invitation_failed_title = /** @type {(inputs: Invitation_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íñṽíţáţíóñ çóúļð ñóţ ƀé óþéñéð ··············]`)
};

/**
* | output |
* | --- |
* | "The invitation could not be opened" |
*
* @param {Invitation_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_failed_title = /** @type {((inputs?: Invitation_Failed_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Failed_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_failed_title(inputs)
	if (locale === "ar") return ar_invitation_failed_title(inputs)
	if (locale === "en-XA") return en_xa2_invitation_failed_title(inputs)
	return en_invitation_failed_title(inputs)
});