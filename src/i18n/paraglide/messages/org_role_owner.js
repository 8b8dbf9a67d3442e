import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Role_OwnerInputs */

const en_org_role_owner = /** @type {(inputs: Org_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner`)
};

const de_org_role_owner = /** @type {(inputs: Org_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber`)
};

const ar_org_role_owner = /** @type {(inputs: Org_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مالك`)
};

const en_xa2_org_role_owner = /** @type {(inputs: Org_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŵñéŕ ··]`)
};

/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Org_Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_owner = /** @type {((inputs?: Org_Role_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_role_owner(inputs)
	if (locale === "ar") return ar_org_role_owner(inputs)
	if (locale === "en-XA") return en_xa2_org_role_owner(inputs)
	return en_org_role_owner(inputs)
});