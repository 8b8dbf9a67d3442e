import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Stays_Active_PeriodInputs */

const en_billing_stays_active_period = /** @type {(inputs: Billing_Stays_Active_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} stays active until the end of the current period.`)
};

const de_billing_stays_active_period = /** @type {(inputs: Billing_Stays_Active_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} bleibt bis zum Ende des laufenden Zeitraums aktiv.`)
};

const ar_billing_stays_active_period = /** @type {(inputs: Billing_Stays_Active_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبقى ${i?.plan} نشطة حتى نهاية الفترة الحالية.`)
};

const en_xa2_billing_stays_active_period = /** @type {(inputs: Billing_Stays_Active_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáýš áçţíṽé úñţíļ ţĥé éñð óƒ ţĥé çúŕŕéñţ þéŕíóð. ····················]`)
};

/**
* | output |
* | --- |
* | "{plan} stays active until the end of the current period." |
*
* @param {Billing_Stays_Active_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_stays_active_period = /** @type {((inputs: Billing_Stays_Active_PeriodInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Stays_Active_PeriodInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_stays_active_period(inputs)
	if (locale === "ar") return ar_billing_stays_active_period(inputs)
	if (locale === "en-XA") return en_xa2_billing_stays_active_period(inputs)
	return en_billing_stays_active_period(inputs)
});