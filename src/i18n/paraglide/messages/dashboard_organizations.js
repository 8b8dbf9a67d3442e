import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_OrganizationsInputs */

const en_dashboard_organizations = /** @type {(inputs: Dashboard_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizations`)
};

const de_dashboard_organizations = /** @type {(inputs: Dashboard_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisationen`)
};

const ar_dashboard_organizations = /** @type {(inputs: Dashboard_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المؤسسات`)
};

const en_xa2_dashboard_organizations = /** @type {(inputs: Dashboard_OrganizationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñš ·····]`)
};

/**
* | output |
* | --- |
* | "Organizations" |
*
* @param {Dashboard_OrganizationsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_organizations = /** @type {((inputs?: Dashboard_OrganizationsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_OrganizationsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_organizations(inputs)
	if (locale === "ar") return ar_dashboard_organizations(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_organizations(inputs)
	return en_dashboard_organizations(inputs)
});