import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkey_Rename_LabelInputs */

const en_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename ${i?.name}`)
};

const de_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} umbenennen`)
};

const ar_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إعادة تسمية ${i?.name}`)
};

const en_xa2_passkey_rename_label = /** @type {(inputs: Passkey_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ${i?.name} ···]`)
};

/**
* | output |
* | --- |
* | "Rename {name}" |
*
* @param {Passkey_Rename_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_rename_label = /** @type {((inputs: Passkey_Rename_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Rename_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_rename_label(inputs)
	if (locale === "ar") return ar_passkey_rename_label(inputs)
	if (locale === "en-XA") return en_xa2_passkey_rename_label(inputs)
	return en_passkey_rename_label(inputs)
});