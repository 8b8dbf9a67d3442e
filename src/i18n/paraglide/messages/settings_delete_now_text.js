import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ wait: NonNullable<unknown> }} Settings_Delete_Now_TextInputs */

const en_settings_delete_now_text = /** @type {(inputs: Settings_Delete_Now_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete right away: works within ${i?.wait} of signing in.`)
};

const de_settings_delete_now_text = /** @type {(inputs: Settings_Delete_Now_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sofort löschen: möglich innerhalb von ${i?.wait} nach der Anmeldung.`)
};

const ar_settings_delete_now_text = /** @type {(inputs: Settings_Delete_Now_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`احذف فورًا: يعمل خلال ${i?.wait} من تسجيل الدخول.`)
};

const en_xa2_settings_delete_now_text = /** @type {(inputs: Settings_Delete_Now_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ŕíĝĥţ áŵáý: ŵóŕķš ŵíţĥíñ ${i?.wait} óƒ šíĝñíñĝ íñ. ···················]`)
};

/**
* | output |
* | --- |
* | "Delete right away: works within {wait} of signing in." |
*
* @param {Settings_Delete_Now_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_now_text = /** @type {((inputs: Settings_Delete_Now_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Now_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_now_text(inputs)
	if (locale === "ar") return ar_settings_delete_now_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_now_text(inputs)
	return en_settings_delete_now_text(inputs)
});