import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Pick_Plan_BelowInputs */

const en_billing_pick_plan_below = /** @type {(inputs: Billing_Pick_Plan_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a plan below. You pay on the payment provider's secure page and can cancel at any time.`)
};

const de_billing_pick_plan_below = /** @type {(inputs: Billing_Pick_Plan_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie unten einen Tarif. Sie zahlen auf der sicheren Seite des Zahlungsanbieters und können jederzeit kündigen.`)
};

const ar_billing_pick_plan_below = /** @type {(inputs: Billing_Pick_Plan_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر خطة أدناه. تدفع على صفحة مزوّد الدفع الآمنة ويمكنك الإلغاء في أي وقت.`)
};

const en_xa2_billing_pick_plan_below = /** @type {(inputs: Billing_Pick_Plan_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ á þļáñ ƀéļóŵ. Ýóú þáý óñ ţĥé þáýɱéñţ þŕóṽíðéŕ'š šéçúŕé þáĝé áñð çáñ çáñçéļ áţ áñý ţíɱé. ·····································]`)
};

/**
* | output |
* | --- |
* | "Pick a plan below. You pay on the payment provider's secure page and can cancel at any time." |
*
* @param {Billing_Pick_Plan_BelowInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_pick_plan_below = /** @type {((inputs?: Billing_Pick_Plan_BelowInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Pick_Plan_BelowInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_pick_plan_below(inputs)
	if (locale === "ar") return ar_billing_pick_plan_below(inputs)
	if (locale === "en-XA") return en_xa2_billing_pick_plan_below(inputs)
	return en_billing_pick_plan_below(inputs)
});