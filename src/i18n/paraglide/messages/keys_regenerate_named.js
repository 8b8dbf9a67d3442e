import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Keys_Regenerate_NamedInputs */

const en_keys_regenerate_named = /** @type {(inputs: Keys_Regenerate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regenerate ${i?.name}`)
};

const de_keys_regenerate_named = /** @type {(inputs: Keys_Regenerate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} neu erzeugen`)
};

const ar_keys_regenerate_named = /** @type {(inputs: Keys_Regenerate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إنشاء ${i?.name} من جديد`)
};

const en_xa2_keys_regenerate_named = /** @type {(inputs: Keys_Regenerate_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéĝéñéŕáţé ${i?.name} ····]`)
};

/**
* | output |
* | --- |
* | "Regenerate {name}" |
*
* @param {Keys_Regenerate_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerate_named = /** @type {((inputs: Keys_Regenerate_NamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerate_NamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_regenerate_named(inputs)
	if (locale === "ar") return ar_keys_regenerate_named(inputs)
	if (locale === "en-XA") return en_xa2_keys_regenerate_named(inputs)
	return en_keys_regenerate_named(inputs)
});