import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Seats_EndingInputs */

const en_api_error_seats_ending = /** @type {(inputs: Api_Error_Seats_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription is set to end: resume it to change seats`)
};

const de_api_error_seats_ending = /** @type {(inputs: Api_Error_Seats_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Abonnement endet bald: Setzen Sie es fort, um die Plätze zu ändern`)
};

const ar_api_error_seats_ending = /** @type {(inputs: Api_Error_Seats_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الاشتراك على وشك الانتهاء: استأنفه لتغيير المقاعد`)
};

const en_xa2_api_error_seats_ending = /** @type {(inputs: Api_Error_Seats_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šúƀšçŕíþţíóñ íš šéţ ţó éñð: ŕéšúɱé íţ ţó çĥáñĝé šéáţš ·······················]`)
};

/**
* | output |
* | --- |
* | "This subscription is set to end: resume it to change seats" |
*
* @param {Api_Error_Seats_EndingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seats_ending = /** @type {((inputs?: Api_Error_Seats_EndingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seats_EndingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_seats_ending(inputs)
	if (locale === "ar") return ar_api_error_seats_ending(inputs)
	if (locale === "en-XA") return en_xa2_api_error_seats_ending(inputs)
	return en_api_error_seats_ending(inputs)
});