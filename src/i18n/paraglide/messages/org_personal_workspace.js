import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Personal_WorkspaceInputs */

const en_org_personal_workspace = /** @type {(inputs: Org_Personal_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

const de_org_personal_workspace = /** @type {(inputs: Org_Personal_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persönlich`)
};

const ar_org_personal_workspace = /** @type {(inputs: Org_Personal_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شخصية`)
};

const en_xa2_org_personal_workspace = /** @type {(inputs: Org_Personal_WorkspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕšóñáļ ···]`)
};

/**
* | output |
* | --- |
* | "Personal" |
*
* @param {Org_Personal_WorkspaceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_personal_workspace = /** @type {((inputs?: Org_Personal_WorkspaceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Personal_WorkspaceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_personal_workspace(inputs)
	if (locale === "ar") return ar_org_personal_workspace(inputs)
	if (locale === "en-XA") return en_xa2_org_personal_workspace(inputs)
	return en_org_personal_workspace(inputs)
});