import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkey_Delete_LabelInputs */

const en_passkey_delete_label = /** @type {(inputs: Passkey_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

const de_passkey_delete_label = /** @type {(inputs: Passkey_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} löschen`)
};

const ar_passkey_delete_label = /** @type {(inputs: Passkey_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف ${i?.name}`)
};

const en_xa2_passkey_delete_label = /** @type {(inputs: Passkey_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ${i?.name} ···]`)
};

/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Passkey_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_delete_label = /** @type {((inputs: Passkey_Delete_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Delete_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_delete_label(inputs)
	if (locale === "ar") return ar_passkey_delete_label(inputs)
	if (locale === "en-XA") return en_xa2_passkey_delete_label(inputs)
	return en_passkey_delete_label(inputs)
});