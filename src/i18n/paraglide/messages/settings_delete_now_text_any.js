import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_Now_Text_AnyInputs */

const en_settings_delete_now_text_any = /** @type {(inputs: Settings_Delete_Now_Text_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete right away, confirmed by this session.`)
};

const de_settings_delete_now_text_any = /** @type {(inputs: Settings_Delete_Now_Text_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofort löschen, bestätigt durch diese Sitzung.`)
};

const ar_settings_delete_now_text_any = /** @type {(inputs: Settings_Delete_Now_Text_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احذف فورًا، بتأكيد من هذه الجلسة.`)
};

const en_xa2_settings_delete_now_text_any = /** @type {(inputs: Settings_Delete_Now_Text_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ŕíĝĥţ áŵáý, çóñƒíŕɱéð ƀý ţĥíš šéššíóñ. ··················]`)
};

/**
* | output |
* | --- |
* | "Delete right away, confirmed by this session." |
*
* @param {Settings_Delete_Now_Text_AnyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_now_text_any = /** @type {((inputs?: Settings_Delete_Now_Text_AnyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Now_Text_AnyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_now_text_any(inputs)
	if (locale === "ar") return ar_settings_delete_now_text_any(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_now_text_any(inputs)
	return en_settings_delete_now_text_any(inputs)
});