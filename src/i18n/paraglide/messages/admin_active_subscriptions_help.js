import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Active_Subscriptions_HelpInputs */

const en_admin_active_subscriptions_help = /** @type {(inputs: Admin_Active_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid, in a trial, behind on payment, or ending at period end`)
};

const de_admin_active_subscriptions_help = /** @type {(inputs: Admin_Active_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt, in einer Testphase, im Zahlungsrückstand oder zum Ende des Zeitraums endend`)
};

const ar_admin_active_subscriptions_help = /** @type {(inputs: Admin_Active_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدفوعة، أو في فترة تجريبية، أو متأخرة في الدفع، أو تنتهي بنهاية الفترة`)
};

const en_xa2_admin_active_subscriptions_help = /** @type {(inputs: Admin_Active_Subscriptions_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáíð, íñ á ţŕíáļ, ƀéĥíñð óñ þáýɱéñţ, óŕ éñðíñĝ áţ þéŕíóð éñð ························]`)
};

/**
* | output |
* | --- |
* | "Paid, in a trial, behind on payment, or ending at period end" |
*
* @param {Admin_Active_Subscriptions_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_active_subscriptions_help = /** @type {((inputs?: Admin_Active_Subscriptions_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Active_Subscriptions_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_active_subscriptions_help(inputs)
	if (locale === "ar") return ar_admin_active_subscriptions_help(inputs)
	if (locale === "en-XA") return en_xa2_admin_active_subscriptions_help(inputs)
	return en_admin_active_subscriptions_help(inputs)
});