import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_NoneInputs */

const en_settings_linked_none = /** @type {(inputs: Settings_Linked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No linked accounts: you sign in with links sent by mail.`)
};

const de_settings_linked_none = /** @type {(inputs: Settings_Linked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine verknüpften Konten: Sie melden sich mit Links per E-Mail an.`)
};

const ar_settings_linked_none = /** @type {(inputs: Settings_Linked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد حسابات مرتبطة: تسجّل الدخول بروابط تصلك بالبريد.`)
};

const en_xa2_settings_linked_none = /** @type {(inputs: Settings_Linked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļíñķéð áççóúñţš: ýóú šíĝñ íñ ŵíţĥ ļíñķš šéñţ ƀý ɱáíļ. ······················]`)
};

/**
* | output |
* | --- |
* | "No linked accounts: you sign in with links sent by mail." |
*
* @param {Settings_Linked_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_none = /** @type {((inputs?: Settings_Linked_NoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_NoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_none(inputs)
	if (locale === "ar") return ar_settings_linked_none(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_none(inputs)
	return en_settings_linked_none(inputs)
});