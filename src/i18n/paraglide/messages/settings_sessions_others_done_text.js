import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_Others_Done_TextInputs */

const en_settings_sessions_others_done_text = /** @type {(inputs: Settings_Sessions_Others_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every other session is signed out.`)
};

const de_settings_sessions_others_done_text = /** @type {(inputs: Settings_Sessions_Others_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle anderen Sitzungen sind abgemeldet.`)
};

const ar_settings_sessions_others_done_text = /** @type {(inputs: Settings_Sessions_Others_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل الخروج من كل الجلسات الأخرى.`)
};

const en_xa2_settings_sessions_others_done_text = /** @type {(inputs: Settings_Sessions_Others_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý óţĥéŕ šéššíóñ íš šíĝñéð óúţ. ··············]`)
};

/**
* | output |
* | --- |
* | "Every other session is signed out." |
*
* @param {Settings_Sessions_Others_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_others_done_text = /** @type {((inputs?: Settings_Sessions_Others_Done_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_Others_Done_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_others_done_text(inputs)
	if (locale === "ar") return ar_settings_sessions_others_done_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_others_done_text(inputs)
	return en_settings_sessions_others_done_text(inputs)
});