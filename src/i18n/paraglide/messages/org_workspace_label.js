import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Org_Workspace_LabelInputs */

const en_org_workspace_label = /** @type {(inputs: Org_Workspace_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Workspace: ${i?.name}`)
};

const de_org_workspace_label = /** @type {(inputs: Org_Workspace_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arbeitsbereich: ${i?.name}`)
};

const ar_org_workspace_label = /** @type {(inputs: Org_Workspace_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مساحة العمل: ${i?.name}`)
};

const en_xa2_org_workspace_label = /** @type {(inputs: Org_Workspace_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķšþáçé: ${i?.name} ····]`)
};

/**
* | output |
* | --- |
* | "Workspace: {name}" |
*
* @param {Org_Workspace_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_workspace_label = /** @type {((inputs: Org_Workspace_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Workspace_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_workspace_label(inputs)
	if (locale === "ar") return ar_org_workspace_label(inputs)
	if (locale === "en-XA") return en_xa2_org_workspace_label(inputs)
	return en_org_workspace_label(inputs)
});