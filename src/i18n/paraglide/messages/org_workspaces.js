import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_WorkspacesInputs */

const en_org_workspaces = /** @type {(inputs: Org_WorkspacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workspaces`)
};

const de_org_workspaces = /** @type {(inputs: Org_WorkspacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbeitsbereiche`)
};

const ar_org_workspaces = /** @type {(inputs: Org_WorkspacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مساحات العمل`)
};

const en_xa2_org_workspaces = /** @type {(inputs: Org_WorkspacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķšþáçéš ····]`)
};

/**
* | output |
* | --- |
* | "Workspaces" |
*
* @param {Org_WorkspacesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_workspaces = /** @type {((inputs?: Org_WorkspacesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_WorkspacesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_workspaces(inputs)
	if (locale === "ar") return ar_org_workspaces(inputs)
	if (locale === "en-XA") return en_xa2_org_workspaces(inputs)
	return en_org_workspaces(inputs)
});