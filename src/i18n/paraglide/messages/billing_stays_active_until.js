import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown> }} Billing_Stays_Active_UntilInputs */

const en_billing_stays_active_until = /** @type {(inputs: Billing_Stays_Active_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} stays active until ${i?.date}.`)
};

const de_billing_stays_active_until = /** @type {(inputs: Billing_Stays_Active_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} bleibt bis zum ${i?.date} aktiv.`)
};

const ar_billing_stays_active_until = /** @type {(inputs: Billing_Stays_Active_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبقى ${i?.plan} نشطة حتى ${i?.date}.`)
};

const en_xa2_billing_stays_active_until = /** @type {(inputs: Billing_Stays_Active_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáýš áçţíṽé úñţíļ ${i?.date}. ········]`)
};

/**
* | output |
* | --- |
* | "{plan} stays active until {date}." |
*
* @param {Billing_Stays_Active_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_stays_active_until = /** @type {((inputs: Billing_Stays_Active_UntilInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Stays_Active_UntilInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_stays_active_until(inputs)
	if (locale === "ar") return ar_billing_stays_active_until(inputs)
	if (locale === "en-XA") return en_xa2_billing_stays_active_until(inputs)
	return en_billing_stays_active_until(inputs)
});