import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_All_Done_TextInputs */

const en_settings_sessions_all_done_text = /** @type {(inputs: Settings_Sessions_All_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every session, this one included, is signed out.`)
};

const de_settings_sessions_all_done_text = /** @type {(inputs: Settings_Sessions_All_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Sitzungen, auch diese, sind abgemeldet.`)
};

const ar_settings_sessions_all_done_text = /** @type {(inputs: Settings_Sessions_All_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل الخروج من كل الجلسات، بما فيها هذه.`)
};

const en_xa2_settings_sessions_all_done_text = /** @type {(inputs: Settings_Sessions_All_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šéššíóñ, ţĥíš óñé íñçļúðéð, íš šíĝñéð óúţ. ···················]`)
};

/**
* | output |
* | --- |
* | "Every session, this one included, is signed out." |
*
* @param {Settings_Sessions_All_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_all_done_text = /** @type {((inputs?: Settings_Sessions_All_Done_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_All_Done_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_all_done_text(inputs)
	if (locale === "ar") return ar_settings_sessions_all_done_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_all_done_text(inputs)
	return en_settings_sessions_all_done_text(inputs)
});