import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_New_Help_UnverifiedInputs */

const en_settings_email_new_help_unverified = /** @type {(inputs: Settings_Email_New_Help_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address is not verified, so it changes at once; then we ask the new address to confirm itself.`)
};

const de_settings_email_new_help_unverified = /** @type {(inputs: Settings_Email_New_Help_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Adresse ist nicht bestätigt und ändert sich daher sofort; danach bitten wir die neue Adresse um Bestätigung.`)
};

const ar_settings_email_new_help_unverified = /** @type {(inputs: Settings_Email_New_Help_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوانك غير موثَّق، لذا يتغير فورًا؛ ثم نطلب من العنوان الجديد تأكيد نفسه.`)
};

const en_xa2_settings_email_new_help_unverified = /** @type {(inputs: Settings_Email_New_Help_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áððŕéšš íš ñóţ ṽéŕíƒíéð, šó íţ çĥáñĝéš áţ óñçé; ţĥéñ ŵé ášķ ţĥé ñéŵ áððŕéšš ţó çóñƒíŕɱ íţšéļƒ. ········································]`)
};

/**
* | output |
* | --- |
* | "Your address is not verified, so it changes at once; then we ask the new address to confirm itself." |
*
* @param {Settings_Email_New_Help_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_new_help_unverified = /** @type {((inputs?: Settings_Email_New_Help_UnverifiedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_New_Help_UnverifiedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_new_help_unverified(inputs)
	if (locale === "ar") return ar_settings_email_new_help_unverified(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_new_help_unverified(inputs)
	return en_settings_email_new_help_unverified(inputs)
});