import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Keys_Revoke_NamedInputs */

const en_keys_revoke_named = /** @type {(inputs: Keys_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.name}`)
};

const de_keys_revoke_named = /** @type {(inputs: Keys_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} widerrufen`)
};

const ar_keys_revoke_named = /** @type {(inputs: Keys_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إلغاء ${i?.name}`)
};

const en_xa2_keys_revoke_named = /** @type {(inputs: Keys_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ${i?.name} ···]`)
};

/**
* | output |
* | --- |
* | "Revoke {name}" |
*
* @param {Keys_Revoke_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoke_named = /** @type {((inputs: Keys_Revoke_NamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Revoke_NamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_revoke_named(inputs)
	if (locale === "ar") return ar_keys_revoke_named(inputs)
	if (locale === "en-XA") return en_xa2_keys_revoke_named(inputs)
	return en_keys_revoke_named(inputs)
});