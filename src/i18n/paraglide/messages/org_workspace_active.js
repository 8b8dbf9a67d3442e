import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Workspace_ActiveInputs */

const en_org_workspace_active = /** @type {(inputs: Org_Workspace_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const de_org_workspace_active = /** @type {(inputs: Org_Workspace_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

const ar_org_workspace_active = /** @type {(inputs: Org_Workspace_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشطة`)
};

const en_xa2_org_workspace_active = /** @type {(inputs: Org_Workspace_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ··]`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Org_Workspace_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_workspace_active = /** @type {((inputs?: Org_Workspace_ActiveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Workspace_ActiveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_workspace_active(inputs)
	if (locale === "ar") return ar_org_workspace_active(inputs)
	if (locale === "en-XA") return en_xa2_org_workspace_active(inputs)
	return en_org_workspace_active(inputs)
});