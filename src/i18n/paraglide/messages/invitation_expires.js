import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_ExpiresInputs */

const en_invitation_expires = /** @type {(inputs: Invitation_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const de_invitation_expires = /** @type {(inputs: Invitation_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab`)
};

const ar_invitation_expires = /** @type {(inputs: Invitation_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنتهي`)
};

const en_xa2_invitation_expires = /** @type {(inputs: Invitation_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš ···]`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Invitation_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_expires = /** @type {((inputs?: Invitation_ExpiresInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_ExpiresInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_expires(inputs)
	if (locale === "ar") return ar_invitation_expires(inputs)
	if (locale === "en-XA") return en_xa2_invitation_expires(inputs)
	return en_invitation_expires(inputs)
});