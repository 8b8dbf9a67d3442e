import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_YoursInputs */

const en_invitation_yours = /** @type {(inputs: Invitation_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your invitation`)
};

const de_invitation_yours = /** @type {(inputs: Invitation_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Einladung`)
};

const ar_invitation_yours = /** @type {(inputs: Invitation_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دعوتك`)
};

const en_xa2_invitation_yours = /** @type {(inputs: Invitation_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ íñṽíţáţíóñ ······]`)
};

/**
* | output |
* | --- |
* | "Your invitation" |
*
* @param {Invitation_YoursInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_yours = /** @type {((inputs?: Invitation_YoursInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_YoursInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_yours(inputs)
	if (locale === "ar") return ar_invitation_yours(inputs)
	if (locale === "en-XA") return en_xa2_invitation_yours(inputs)
	return en_invitation_yours(inputs)
});