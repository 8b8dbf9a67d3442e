import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Keys_Revoke_TitleInputs */

const en_keys_revoke_title = /** @type {(inputs: Keys_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.name}?`)
};

const de_keys_revoke_title = /** @type {(inputs: Keys_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} widerrufen?`)
};

const ar_keys_revoke_title = /** @type {(inputs: Keys_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد إلغاء ${i?.name}؟`)
};

const en_xa2_keys_revoke_title = /** @type {(inputs: Keys_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéṽóķé ${i?.name}? ···]`)
};

/**
* | output |
* | --- |
* | "Revoke {name}?" |
*
* @param {Keys_Revoke_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoke_title = /** @type {((inputs: Keys_Revoke_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Revoke_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_revoke_title(inputs)
	if (locale === "ar") return ar_keys_revoke_title(inputs)
	if (locale === "en-XA") return en_xa2_keys_revoke_title(inputs)
	return en_keys_revoke_title(inputs)
});