import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_WorkspaceInputs */

const en_dashboard_workspace = /** @type {(inputs: Dashboard_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workspace`)
};

const de_dashboard_workspace = /** @type {(inputs: Dashboard_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbeitsbereich`)
};

const ar_dashboard_workspace = /** @type {(inputs: Dashboard_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مساحة العمل`)
};

const en_xa2_dashboard_workspace = /** @type {(inputs: Dashboard_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķšþáçé ····]`)
};

/**
* | output |
* | --- |
* | "Workspace" |
*
* @param {Dashboard_WorkspaceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_workspace = /** @type {((inputs?: Dashboard_WorkspaceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_WorkspaceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_workspace(inputs)
	if (locale === "ar") return ar_dashboard_workspace(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_workspace(inputs)
	return en_dashboard_workspace(inputs)
});