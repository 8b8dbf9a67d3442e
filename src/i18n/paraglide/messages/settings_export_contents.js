import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Export_ContentsInputs */

const en_settings_export_contents = /** @type {(inputs: Settings_Export_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile, linked accounts, sessions, API key details and usage, subscriptions, organizations and activity. Never secrets: no passwords, tokens or keys.`)
};

const de_settings_export_contents = /** @type {(inputs: Settings_Export_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Profil, verknüpfte Konten, Sitzungen, Angaben zum API-Schlüssel und seiner Nutzung, Abonnements, Organisationen und Aktivität. Nie Geheimnisse: keine Passwörter, Tokens oder Schlüssel.`)
};

const ar_settings_export_contents = /** @type {(inputs: Settings_Export_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملفك الشخصي وحساباتك المرتبطة وجلساتك وتفاصيل مفتاح API واستخدامه واشتراكاتك ومؤسساتك ونشاطك. دون أي أسرار: لا كلمات مرور ولا رموز ولا مفاتيح.`)
};

const en_xa2_settings_export_contents = /** @type {(inputs: Settings_Export_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þŕóƒíļé, ļíñķéð áççóúñţš, šéššíóñš, ÁÞÍ ķéý ðéţáíļš áñð úšáĝé, šúƀšçŕíþţíóñš, óŕĝáñížáţíóñš áñð áçţíṽíţý. Ñéṽéŕ šéçŕéţš: ñó þáššŵóŕðš, ţóķéñš óŕ ķéýš. ······························································]`)
};

/**
* | output |
* | --- |
* | "Your profile, linked accounts, sessions, API key details and usage, subscriptions, organizations and activity. Never secrets: no passwords, tokens or keys." |
*
* @param {Settings_Export_ContentsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_export_contents = /** @type {((inputs?: Settings_Export_ContentsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Export_ContentsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_export_contents(inputs)
	if (locale === "ar") return ar_settings_export_contents(inputs)
	if (locale === "en-XA") return en_xa2_settings_export_contents(inputs)
	return en_settings_export_contents(inputs)
});