import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currentEmail: NonNullable<unknown>, newEmail: NonNullable<unknown> }} Settings_Email_Confirm_TextInputs */

const en_settings_email_confirm_text = /** @type {(inputs: Settings_Email_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check ${i?.currentEmail} to confirm the change to ${i?.newEmail}.`)
};

const de_settings_email_confirm_text = /** @type {(inputs: Settings_Email_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie im Postfach von ${i?.currentEmail} die Änderung zu ${i?.newEmail}.`)
};

const ar_settings_email_confirm_text = /** @type {(inputs: Settings_Email_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تحقّق من ${i?.currentEmail} لتأكيد التغيير إلى ${i?.newEmail}.`)
};

const en_xa2_settings_email_confirm_text = /** @type {(inputs: Settings_Email_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ${i?.currentEmail} ţó çóñƒíŕɱ ţĥé çĥáñĝé ţó ${i?.newEmail}. ·············]`)
};

/**
* | output |
* | --- |
* | "Check {currentEmail} to confirm the change to {newEmail}." |
*
* @param {Settings_Email_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_email_confirm_text = /** @type {((inputs: Settings_Email_Confirm_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Confirm_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_email_confirm_text(inputs)
	if (locale === "ar") return ar_settings_email_confirm_text(inputs)
	if (locale === "en-XA") return en_xa2_settings_email_confirm_text(inputs)
	return en_settings_email_confirm_text(inputs)
});