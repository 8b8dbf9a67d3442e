import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, role: NonNullable<unknown> }} Org_Role_Changed_TextInputs */

const en_org_role_changed_text = /** @type {(inputs: Org_Role_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now ${i?.role}.`)
};

const de_org_role_changed_text = /** @type {(inputs: Org_Role_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist jetzt ${i?.role}.`)
};

const ar_org_role_changed_text = /** @type {(inputs: Org_Role_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} الآن بصفة ${i?.role}.`)
};

const en_xa2_org_role_changed_text = /** @type {(inputs: Org_Role_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ñóŵ ${i?.role}. ····]`)
};

/**
* | output |
* | --- |
* | "{name} is now {role}." |
*
* @param {Org_Role_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_changed_text = /** @type {((inputs: Org_Role_Changed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_Changed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_role_changed_text(inputs)
	if (locale === "ar") return ar_org_role_changed_text(inputs)
	if (locale === "en-XA") return en_xa2_org_role_changed_text(inputs)
	return en_org_role_changed_text(inputs)
});