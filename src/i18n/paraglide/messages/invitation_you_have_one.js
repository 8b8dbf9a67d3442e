import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_You_Have_OneInputs */

const en_invitation_you_have_one = /** @type {(inputs: Invitation_You_Have_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have an invitation`)
};

const de_invitation_you_have_one = /** @type {(inputs: Invitation_You_Have_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben eine Einladung`)
};

const ar_invitation_you_have_one = /** @type {(inputs: Invitation_You_Have_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لديك دعوة`)
};

const en_xa2_invitation_you_have_one = /** @type {(inputs: Invitation_You_Have_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé áñ íñṽíţáţíóñ ·········]`)
};

/**
* | output |
* | --- |
* | "You have an invitation" |
*
* @param {Invitation_You_Have_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_you_have_one = /** @type {((inputs?: Invitation_You_Have_OneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_You_Have_OneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_you_have_one(inputs)
	if (locale === "ar") return ar_invitation_you_have_one(inputs)
	if (locale === "en-XA") return en_xa2_invitation_you_have_one(inputs)
	return en_invitation_you_have_one(inputs)
});