import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_Account_MatchesInputs */

const en_admin_no_account_matches = /** @type {(inputs: Admin_No_Account_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account matches.`)
};

const de_admin_no_account_matches = /** @type {(inputs: Admin_No_Account_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein passendes Konto.`)
};

const ar_admin_no_account_matches = /** @type {(inputs: Admin_No_Account_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حساب مطابق.`)
};

const en_xa2_admin_no_account_matches = /** @type {(inputs: Admin_No_Account_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ ɱáţçĥéš. ········]`)
};

/**
* | output |
* | --- |
* | "No account matches." |
*
* @param {Admin_No_Account_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_no_account_matches = /** @type {((inputs?: Admin_No_Account_MatchesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_Account_MatchesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_no_account_matches(inputs)
	if (locale === "ar") return ar_admin_no_account_matches(inputs)
	if (locale === "en-XA") return en_xa2_admin_no_account_matches(inputs)
	return en_admin_no_account_matches(inputs)
});