import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_An_Unexpected_Error_OccurredInputs */

const en_common_an_unexpected_error_occurred = /** @type {(inputs: Common_An_Unexpected_Error_OccurredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred`)
};

const de_common_an_unexpected_error_occurred = /** @type {(inputs: Common_An_Unexpected_Error_OccurredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein unerwarteter Fehler ist aufgetreten`)
};

const ar_common_an_unexpected_error_occurred = /** @type {(inputs: Common_An_Unexpected_Error_OccurredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدث خطأ غير متوقع`)
};

const en_xa2_common_an_unexpected_error_occurred = /** @type {(inputs: Common_An_Unexpected_Error_OccurredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ úñéẋþéçţéð éŕŕóŕ óççúŕŕéð ···········]`)
};

/**
* | output |
* | --- |
* | "An unexpected error occurred" |
*
* @param {Common_An_Unexpected_Error_OccurredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_an_unexpected_error_occurred = /** @type {((inputs?: Common_An_Unexpected_Error_OccurredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_An_Unexpected_Error_OccurredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_an_unexpected_error_occurred(inputs)
	if (locale === "ar") return ar_common_an_unexpected_error_occurred(inputs)
	if (locale === "en-XA") return en_xa2_common_an_unexpected_error_occurred(inputs)
	return en_common_an_unexpected_error_occurred(inputs)
});