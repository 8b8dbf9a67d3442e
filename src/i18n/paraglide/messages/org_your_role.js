import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Org_Your_RoleInputs */

const en_org_your_role = /** @type {(inputs: Org_Your_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your role: ${i?.role}`)
};

const de_org_your_role = /** @type {(inputs: Org_Your_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Rolle: ${i?.role}`)
};

const ar_org_your_role = /** @type {(inputs: Org_Your_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دورك: ${i?.role}`)
};

const en_xa2_org_your_role = /** @type {(inputs: Org_Your_RoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ŕóļé: ${i?.role} ····]`)
};

/**
* | output |
* | --- |
* | "Your role: {role}" |
*
* @param {Org_Your_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_your_role = /** @type {((inputs: Org_Your_RoleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Your_RoleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_your_role(inputs)
	if (locale === "ar") return ar_org_your_role(inputs)
	if (locale === "en-XA") return en_xa2_org_your_role(inputs)
	return en_org_your_role(inputs)
});