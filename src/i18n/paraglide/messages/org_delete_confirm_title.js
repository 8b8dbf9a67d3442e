import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Org_Delete_Confirm_TitleInputs */

const en_org_delete_confirm_title = /** @type {(inputs: Org_Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.organization}?`)
};

const de_org_delete_confirm_title = /** @type {(inputs: Org_Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} löschen?`)
};

const ar_org_delete_confirm_title = /** @type {(inputs: Org_Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف ${i?.organization}؟`)
};

const en_xa2_org_delete_confirm_title = /** @type {(inputs: Org_Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ${i?.organization}? ···]`)
};

/**
* | output |
* | --- |
* | "Delete {organization}?" |
*
* @param {Org_Delete_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_confirm_title = /** @type {((inputs: Org_Delete_Confirm_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_Confirm_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_delete_confirm_title(inputs)
	if (locale === "ar") return ar_org_delete_confirm_title(inputs)
	if (locale === "en-XA") return en_xa2_org_delete_confirm_title(inputs)
	return en_org_delete_confirm_title(inputs)
});