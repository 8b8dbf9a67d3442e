import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Org_Delete_Type_To_ConfirmInputs */

const en_org_delete_type_to_confirm = /** @type {(inputs: Org_Delete_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.organization} to confirm`)
};

const de_org_delete_type_to_confirm = /** @type {(inputs: Org_Delete_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geben Sie ${i?.organization} zur Bestätigung ein`)
};

const ar_org_delete_type_to_confirm = /** @type {(inputs: Org_Delete_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اكتب ${i?.organization} للتأكيد`)
};

const en_xa2_org_delete_type_to_confirm = /** @type {(inputs: Org_Delete_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţýþé ${i?.organization} ţó çóñƒíŕɱ ······]`)
};

/**
* | output |
* | --- |
* | "Type {organization} to confirm" |
*
* @param {Org_Delete_Type_To_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_type_to_confirm = /** @type {((inputs: Org_Delete_Type_To_ConfirmInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_Type_To_ConfirmInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_delete_type_to_confirm(inputs)
	if (locale === "ar") return ar_org_delete_type_to_confirm(inputs)
	if (locale === "en-XA") return en_xa2_org_delete_type_to_confirm(inputs)
	return en_org_delete_type_to_confirm(inputs)
});