import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_RoleInputs */

const en_org_role = /** @type {(inputs: Org_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

const de_org_role = /** @type {(inputs: Org_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle`)
};

const ar_org_role = /** @type {(inputs: Org_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدور`)
};

const en_xa2_org_role = /** @type {(inputs: Org_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóļé ··]`)
};

/**
* | output |
* | --- |
* | "Role" |
*
* @param {Org_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role = /** @type {((inputs?: Org_RoleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_RoleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_role(inputs)
	if (locale === "ar") return ar_org_role(inputs)
	if (locale === "en-XA") return en_xa2_org_role(inputs)
	return en_org_role(inputs)
});