import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Mail_Verify_TextInputs */

const en_mail_verify_text = /** @type {(inputs: Mail_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm that this address belongs to your ${i?.appName} account.`)
};

const de_mail_verify_text = /** @type {(inputs: Mail_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie, dass diese Adresse zu Ihrem ${i?.appName}-Konto gehört.`)
};

const ar_mail_verify_text = /** @type {(inputs: Mail_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أكّد أن هذا العنوان يخص حسابك على ${i?.appName}.`)
};

const en_xa2_mail_verify_text = /** @type {(inputs: Mail_Verify_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ţĥáţ ţĥíš áððŕéšš ƀéļóñĝš ţó ýóúŕ ${i?.appName} áççóúñţ. ····················]`)
};

/**
* | output |
* | --- |
* | "Confirm that this address belongs to your {appName} account." |
*
* @param {Mail_Verify_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_verify_text = /** @type {((inputs: Mail_Verify_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_verify_text(inputs)
	if (locale === "ar") return ar_mail_verify_text(inputs)
	if (locale === "en-XA") return en_xa2_mail_verify_text(inputs)
	return en_mail_verify_text(inputs)
});