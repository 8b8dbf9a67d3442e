import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Seats_Organization_OnlyInputs */

const en_api_error_seats_organization_only = /** @type {(inputs: Api_Error_Seats_Organization_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats belong to an organization's plan.`)
};

const de_api_error_seats_organization_only = /** @type {(inputs: Api_Error_Seats_Organization_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze gehören zum Tarif einer Organisation.`)
};

const ar_api_error_seats_organization_only = /** @type {(inputs: Api_Error_Seats_Organization_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المقاعد جزء من خطة مؤسسة.`)
};

const en_xa2_api_error_seats_organization_only = /** @type {(inputs: Api_Error_Seats_Organization_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáţš ƀéļóñĝ ţó áñ óŕĝáñížáţíóñ'š þļáñ. ················]`)
};

/**
* | output |
* | --- |
* | "Seats belong to an organization's plan." |
*
* @param {Api_Error_Seats_Organization_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seats_organization_only = /** @type {((inputs?: Api_Error_Seats_Organization_OnlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seats_Organization_OnlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_seats_organization_only(inputs)
	if (locale === "ar") return ar_api_error_seats_organization_only(inputs)
	if (locale === "en-XA") return en_xa2_api_error_seats_organization_only(inputs)
	return en_api_error_seats_organization_only(inputs)
});