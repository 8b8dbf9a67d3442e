import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Settings_Delete_IntroInputs */

const en_settings_delete_intro = /** @type {(inputs: Settings_Delete_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your account ${i?.email}, its sessions, linked accounts and API key are removed for good. Choose how to confirm it is you.`)
};

const de_settings_delete_intro = /** @type {(inputs: Settings_Delete_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Konto ${i?.email}, seine Sitzungen, verknüpften Konten und der API-Schlüssel werden endgültig entfernt. Wählen Sie, wie Sie bestätigen, dass Sie es sind.`)
};

const ar_settings_delete_intro = /** @type {(inputs: Settings_Delete_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سيُزال حسابك ${i?.email} وجلساته وحساباته المرتبطة ومفتاح API نهائيًا. اختر طريقة تأكيد هويتك.`)
};

const en_xa2_settings_delete_intro = /** @type {(inputs: Settings_Delete_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áççóúñţ ${i?.email}, íţš šéššíóñš, ļíñķéð áççóúñţš áñð ÁÞÍ ķéý áŕé ŕéɱóṽéð ƒóŕ ĝóóð. Çĥóóšé ĥóŵ ţó çóñƒíŕɱ íţ íš ýóú. ············································]`)
};

/**
* | output |
* | --- |
* | "Your account {email}, its sessions, linked accounts and API key are removed for good. Choose how to confirm it is you." |
*
* @param {Settings_Delete_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_intro = /** @type {((inputs: Settings_Delete_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_intro(inputs)
	if (locale === "ar") return ar_settings_delete_intro(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_intro(inputs)
	return en_settings_delete_intro(inputs)
});