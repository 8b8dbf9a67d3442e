import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Org_Role_OfInputs */

const en_org_role_of = /** @type {(inputs: Org_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role of ${i?.name}`)
};

const de_org_role_of = /** @type {(inputs: Org_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rolle von ${i?.name}`)
};

const ar_org_role_of = /** @type {(inputs: Org_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دور ${i?.name}`)
};

const en_xa2_org_role_of = /** @type {(inputs: Org_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕóļé óƒ ${i?.name} ···]`)
};

/**
* | output |
* | --- |
* | "Role of {name}" |
*
* @param {Org_Role_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_of = /** @type {((inputs: Org_Role_OfInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_OfInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_role_of(inputs)
	if (locale === "ar") return ar_org_role_of(inputs)
	if (locale === "en-XA") return en_xa2_org_role_of(inputs)
	return en_org_role_of(inputs)
});