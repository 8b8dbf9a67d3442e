import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ wait: NonNullable<unknown> }} Settings_Delete_Session_HintInputs */

const en_settings_delete_session_hint = /** @type {(inputs: Settings_Delete_Session_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign out and sign in again, then delete within ${i?.wait}.`)
};

const de_settings_delete_session_hint = /** @type {(inputs: Settings_Delete_Session_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Melden Sie sich ab und wieder an und löschen Sie dann innerhalb von ${i?.wait}.`)
};

const ar_settings_delete_session_hint = /** @type {(inputs: Settings_Delete_Session_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سجّل الخروج ثم سجّل الدخول مجددًا، ثم احذف خلال ${i?.wait}.`)
};

const en_xa2_settings_delete_session_hint = /** @type {(inputs: Settings_Delete_Session_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ áñð šíĝñ íñ áĝáíñ, ţĥéñ ðéļéţé ŵíţĥíñ ${i?.wait}. ···················]`)
};

/**
* | output |
* | --- |
* | "Sign out and sign in again, then delete within {wait}." |
*
* @param {Settings_Delete_Session_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_session_hint = /** @type {((inputs: Settings_Delete_Session_HintInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Session_HintInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_session_hint(inputs)
	if (locale === "ar") return ar_settings_delete_session_hint(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_session_hint(inputs)
	return en_settings_delete_session_hint(inputs)
});