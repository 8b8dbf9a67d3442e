import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Workspace_SwitchedInputs */

const en_org_workspace_switched = /** @type {(inputs: Org_Workspace_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workspace switched`)
};

const de_org_workspace_switched = /** @type {(inputs: Org_Workspace_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbeitsbereich gewechselt`)
};

const ar_org_workspace_switched = /** @type {(inputs: Org_Workspace_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تبديل مساحة العمل`)
};

const en_xa2_org_workspace_switched = /** @type {(inputs: Org_Workspace_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵóŕķšþáçé šŵíţçĥéð ·······]`)
};

/**
* | output |
* | --- |
* | "Workspace switched" |
*
* @param {Org_Workspace_SwitchedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_workspace_switched = /** @type {((inputs?: Org_Workspace_SwitchedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Workspace_SwitchedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_workspace_switched(inputs)
	if (locale === "ar") return ar_org_workspace_switched(inputs)
	if (locale === "en-XA") return en_xa2_org_workspace_switched(inputs)
	return en_org_workspace_switched(inputs)
});