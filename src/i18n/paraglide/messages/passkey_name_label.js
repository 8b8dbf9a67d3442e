import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Name_LabelInputs */

const en_passkey_name_label = /** @type {(inputs: Passkey_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey name`)
};

const de_passkey_name_label = /** @type {(inputs: Passkey_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Passkeys`)
};

const ar_passkey_name_label = /** @type {(inputs: Passkey_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم مفتاح المرور`)
};

const en_xa2_passkey_name_label = /** @type {(inputs: Passkey_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššķéý ñáɱé ·····]`)
};

/**
* | output |
* | --- |
* | "Passkey name" |
*
* @param {Passkey_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_name_label = /** @type {((inputs?: Passkey_Name_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Name_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_name_label(inputs)
	if (locale === "ar") return ar_passkey_name_label(inputs)
	if (locale === "en-XA") return en_xa2_passkey_name_label(inputs)
	return en_passkey_name_label(inputs)
});