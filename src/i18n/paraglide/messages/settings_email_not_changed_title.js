import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Not_Changed_TitleInputs */

const en_settings_email_not_changed_title = /** @type {(inputs: Settings_Email_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email not changed`)
};

const de_settings_email_not_changed_title = /** @type {(inputs: Settings_Email_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail nicht geändert`)
};

const ar_settings_email_not_changed_title = /** @type {(inputs: Settings_Email_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتغير البريد الإلكتروني`)
};

const en_xa2_settings_email_not_changed_title = /** @type {(inputs: Settings_Email_Not_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ñóţ çĥáñĝéð ·······]`)
};

/**
* | output |
* | --- |
* | "Email not changed" |
*
* @param {Settings_Email_Not_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_not_changed_title = /** @type {((inputs?: Settings_Email_Not_Changed_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Not_Changed_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_not_changed_title(inputs)
	if (locale === "ar") return ar_settings_email_not_changed_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_not_changed_title(inputs)
	return en_settings_email_not_changed_title(inputs)
});