import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Org_Make_Owner_LabelInputs */

const en_org_make_owner_label = /** @type {(inputs: Org_Make_Owner_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make owner: ${i?.name}`)
};

const de_org_make_owner_label = /** @type {(inputs: Org_Make_Owner_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zum Inhaber machen: ${i?.name}`)
};

const ar_org_make_owner_label = /** @type {(inputs: Org_Make_Owner_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جعله مالكًا: ${i?.name}`)
};

const en_xa2_org_make_owner_label = /** @type {(inputs: Org_Make_Owner_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáķé óŵñéŕ: ${i?.name} ·····]`)
};

/**
* | output |
* | --- |
* | "Make owner: {name}" |
*
* @param {Org_Make_Owner_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_make_owner_label = /** @type {((inputs: Org_Make_Owner_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Make_Owner_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_make_owner_label(inputs)
	if (locale === "ar") return ar_org_make_owner_label(inputs)
	if (locale === "en-XA") return en_xa2_org_make_owner_label(inputs)
	return en_org_make_owner_label(inputs)
});