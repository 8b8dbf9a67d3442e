import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Role_AdminInputs */

const en_org_role_admin = /** @type {(inputs: Org_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const de_org_role_admin = /** @type {(inputs: Org_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const ar_org_role_admin = /** @type {(inputs: Org_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشرف`)
};

const en_xa2_org_role_admin = /** @type {(inputs: Org_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðɱíñ ··]`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Org_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_admin = /** @type {((inputs?: Org_Role_AdminInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_AdminInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_role_admin(inputs)
	if (locale === "ar") return ar_org_role_admin(inputs)
	if (locale === "en-XA") return en_xa2_org_role_admin(inputs)
	return en_org_role_admin(inputs)
});