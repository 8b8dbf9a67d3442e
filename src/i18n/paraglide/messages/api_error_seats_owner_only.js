import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Seats_Owner_OnlyInputs */

const en_api_error_seats_owner_only = /** @type {(inputs: Api_Error_Seats_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an owner can add or remove seats.`)
};

const de_api_error_seats_owner_only = /** @type {(inputs: Api_Error_Seats_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber kann Plätze hinzufügen oder entfernen.`)
};

const ar_api_error_seats_owner_only = /** @type {(inputs: Api_Error_Seats_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يضيف المقاعد أو يزيلها إلا مالك.`)
};

const en_xa2_api_error_seats_owner_only = /** @type {(inputs: Api_Error_Seats_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ çáñ áðð óŕ ŕéɱóṽé šéáţš. ···············]`)
};

/**
* | output |
* | --- |
* | "Only an owner can add or remove seats." |
*
* @param {Api_Error_Seats_Owner_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_error_seats_owner_only = /** @type {((inputs?: Api_Error_Seats_Owner_OnlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Seats_Owner_OnlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_api_error_seats_owner_only(inputs)
	if (locale === "ar") return ar_api_error_seats_owner_only(inputs)
	if (locale === "en-XA") return en_xa2_api_error_seats_owner_only(inputs)
	return en_api_error_seats_owner_only(inputs)
});