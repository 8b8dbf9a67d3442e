import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ newEmail: NonNullable<unknown> }} Settings_Email_Changed_TextInputs */

const en_settings_email_changed_text = /** @type {(inputs: Settings_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your address is now ${i?.newEmail}. Check ${i?.newEmail} for a verification link.`)
};

const de_settings_email_changed_text = /** @type {(inputs: Settings_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Adresse ist jetzt ${i?.newEmail}. Den Bestätigungslink finden Sie im Postfach von ${i?.newEmail}.`)
};

const ar_settings_email_changed_text = /** @type {(inputs: Settings_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عنوانك الآن ${i?.newEmail}. تحقّق من ${i?.newEmail} للعثور على رابط التوثيق.`)
};

const en_xa2_settings_email_changed_text = /** @type {(inputs: Settings_Email_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áððŕéšš íš ñóŵ ${i?.newEmail}. Çĥéçķ ${i?.newEmail} ƒóŕ á ṽéŕíƒíçáţíóñ ļíñķ. ·····················]`)
};

/**
* | output |
* | --- |
* | "Your address is now {newEmail}. Check {newEmail} for a verification link." |
*
* @param {Settings_Email_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_changed_text = /** @type {((inputs: Settings_Email_Changed_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Changed_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_changed_text(inputs)
	if (locale === "ar") return ar_settings_email_changed_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_changed_text(inputs)
	return en_settings_email_changed_text(inputs)
});