import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_Plan_TitleInputs */

const en_settings_delete_plan_title = /** @type {(inputs: Settings_Delete_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your paid plan ends too`)
};

const de_settings_delete_plan_title = /** @type {(inputs: Settings_Delete_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr bezahlter Tarif endet ebenfalls`)
};

const ar_settings_delete_plan_title = /** @type {(inputs: Settings_Delete_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنتهي خطتك المدفوعة أيضًا`)
};

const en_xa2_settings_delete_plan_title = /** @type {(inputs: Settings_Delete_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þáíð þļáñ éñðš ţóó ·········]`)
};

/**
* | output |
* | --- |
* | "Your paid plan ends too" |
*
* @param {Settings_Delete_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_plan_title = /** @type {((inputs?: Settings_Delete_Plan_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Plan_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_plan_title(inputs)
	if (locale === "ar") return ar_settings_delete_plan_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_plan_title(inputs)
	return en_settings_delete_plan_title(inputs)
});