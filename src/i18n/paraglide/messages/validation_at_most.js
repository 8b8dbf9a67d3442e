import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Validation_At_MostInputs */

const en_validation_at_most = /** @type {(inputs: Validation_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use at most ${i?.max} characters`)
};

const de_validation_at_most = /** @type {(inputs: Validation_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verwenden Sie höchstens ${i?.max} Zeichen`)
};

const ar_validation_at_most = /** @type {(inputs: Validation_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`استخدم ${i?.max} حرفًا على الأكثر`)
};

const en_xa2_validation_at_most = /** @type {(inputs: Validation_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úšé áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·········]`)
};

/**
* | output |
* | --- |
* | "Use at most {max} characters" |
*
* @param {Validation_At_MostInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const validation_at_most = /** @type {((inputs: Validation_At_MostInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_At_MostInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_validation_at_most(inputs)
	if (locale === "ar") return ar_validation_at_most(inputs)
	if (locale === "en-XA") return en_xa2_validation_at_most(inputs)
	return en_validation_at_most(inputs)
});