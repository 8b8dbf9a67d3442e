import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, amount: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Proration_To_MonthlyInputs */

const en_billing_proration_to_monthly = /** @type {(inputs: Billing_Proration_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} starts now, with a new monthly billing period. ${i?.amount} is invoiced right away, less a credit for the unused part of your current period; after that you pay ${i?.price}.`)
};

const de_billing_proration_to_monthly = /** @type {(inputs: Billing_Proration_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} beginnt jetzt, mit einem neuen monatlichen Abrechnungszeitraum. ${i?.amount} werden sofort in Rechnung gestellt, abzüglich einer Gutschrift für den ungenutzten Teil Ihres laufenden Zeitraums; danach zahlen Sie ${i?.price}.`)
};

const ar_billing_proration_to_monthly = /** @type {(inputs: Billing_Proration_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبدأ ${i?.plan} الآن بفترة فوترة شهرية جديدة. يُفوتَر ${i?.amount} فورًا، مخصومًا منه رصيد عن الجزء غير المستخدم من فترتك الحالية؛ وبعد ذلك تدفع ${i?.price}.`)
};

const en_xa2_billing_proration_to_monthly = /** @type {(inputs: Billing_Proration_To_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáŕţš ñóŵ, ŵíţĥ á ñéŵ ɱóñţĥļý ƀíļļíñĝ þéŕíóð. ${i?.amount} íš íñṽóíçéð ŕíĝĥţ áŵáý, ļéšš á çŕéðíţ ƒóŕ ţĥé úñúšéð þáŕţ óƒ ýóúŕ çúŕŕéñţ þéŕíóð; áƒţéŕ ţĥáţ ýóú þáý ${i?.price}. ····························································]`)
};

/**
* | output |
* | --- |
* | "{plan} starts now, with a new monthly billing period. {amount} is invoiced right away, less a credit for the unused part of your current period; after that y..." |
*
* @param {Billing_Proration_To_MonthlyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_proration_to_monthly = /** @type {((inputs: Billing_Proration_To_MonthlyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Proration_To_MonthlyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_proration_to_monthly(inputs)
	if (locale === "ar") return ar_billing_proration_to_monthly(inputs)
	if (locale === "en-XA") return en_xa2_billing_proration_to_monthly(inputs)
	return en_billing_proration_to_monthly(inputs)
});