import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Invitation_Open_OrganizationInputs */

const en_invitation_open_organization = /** @type {(inputs: Invitation_Open_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.name}`)
};

const de_invitation_open_organization = /** @type {(inputs: Invitation_Open_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} öffnen`)
};

const ar_invitation_open_organization = /** @type {(inputs: Invitation_Open_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فتح ${i?.name}`)
};

const en_xa2_invitation_open_organization = /** @type {(inputs: Invitation_Open_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñ ${i?.name} ··]`)
};

/**
* | output |
* | --- |
* | "Open {name}" |
*
* @param {Invitation_Open_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_open_organization = /** @type {((inputs: Invitation_Open_OrganizationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Open_OrganizationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_open_organization(inputs)
	if (locale === "ar") return ar_invitation_open_organization(inputs)
	if (locale === "en-XA") return en_xa2_invitation_open_organization(inputs)
	return en_invitation_open_organization(inputs)
});