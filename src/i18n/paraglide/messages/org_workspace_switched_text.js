import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Org_Workspace_Switched_TextInputs */

const en_org_workspace_switched_text = /** @type {(inputs: Org_Workspace_Switched_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are working in ${i?.name}`)
};

const de_org_workspace_switched_text = /** @type {(inputs: Org_Workspace_Switched_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie arbeiten jetzt in ${i?.name}`)
};

const ar_org_workspace_switched_text = /** @type {(inputs: Org_Workspace_Switched_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت تعمل الآن في ${i?.name}`)
};

const en_xa2_org_workspace_switched_text = /** @type {(inputs: Org_Workspace_Switched_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ŵóŕķíñĝ íñ ${i?.name} ········]`)
};

/**
* | output |
* | --- |
* | "You are working in {name}" |
*
* @param {Org_Workspace_Switched_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_workspace_switched_text = /** @type {((inputs: Org_Workspace_Switched_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Workspace_Switched_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_workspace_switched_text(inputs)
	if (locale === "ar") return ar_org_workspace_switched_text(inputs)
	if (locale === "en-XA") return en_xa2_org_workspace_switched_text(inputs)
	return en_org_workspace_switched_text(inputs)
});