import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Admin_Mrr_SummaryInputs */

const en_admin_mrr_summary = /** @type {(inputs: Admin_Mrr_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} a month from paid subscriptions that renew; trials and subscriptions set to end are left out.`)
};

const de_admin_mrr_summary = /** @type {(inputs: Admin_Mrr_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} pro Monat aus bezahlten Abonnements, die sich verlängern; Testphasen und Abonnements, die enden, sind nicht mitgezählt.`)
};

const ar_admin_mrr_summary = /** @type {(inputs: Admin_Mrr_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} شهريًا من الاشتراكات المدفوعة التي تتجدد؛ ولا تُحتسب الفترات التجريبية والاشتراكات المقرر انتهاؤها.`)
};

const en_xa2_admin_mrr_summary = /** @type {(inputs: Admin_Mrr_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} á ɱóñţĥ ƒŕóɱ þáíð šúƀšçŕíþţíóñš ţĥáţ ŕéñéŵ; ţŕíáļš áñð šúƀšçŕíþţíóñš šéţ ţó éñð áŕé ļéƒţ óúţ. ······································]`)
};

/**
* | output |
* | --- |
* | "{amount} a month from paid subscriptions that renew; trials and subscriptions set to end are left out." |
*
* @param {Admin_Mrr_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_mrr_summary = /** @type {((inputs: Admin_Mrr_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mrr_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_mrr_summary(inputs)
	if (locale === "ar") return ar_admin_mrr_summary(inputs)
	if (locale === "en-XA") return en_xa2_admin_mrr_summary(inputs)
	return en_admin_mrr_summary(inputs)
});