import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_After_TrialInputs */

const en_billing_after_trial = /** @type {(inputs: Billing_After_TrialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.date} you are charged ${i?.price}. Without a payment method by then, the subscription ends on ${i?.date} and nothing is charged.`)
};

const de_billing_after_trial = /** @type {(inputs: Billing_After_TrialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ab ${i?.date} werden Ihnen ${i?.price} berechnet. Ist bis dahin keine Zahlungsmethode hinterlegt, endet das Abonnement am ${i?.date} und es wird nichts berechnet.`)
};

const ar_billing_after_trial = /** @type {(inputs: Billing_After_TrialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اعتبارًا من ${i?.date} تُحاسَب بمبلغ ${i?.price}. إن لم تُضف وسيلة دفع حتى ذلك الحين، ينتهي الاشتراك في ${i?.date} ولا يُحتسب أي مبلغ.`)
};

const en_xa2_billing_after_trial = /** @type {(inputs: Billing_After_TrialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ${i?.date} ýóú áŕé çĥáŕĝéð ${i?.price}. Ŵíţĥóúţ á þáýɱéñţ ɱéţĥóð ƀý ţĥéñ, ţĥé šúƀšçŕíþţíóñ éñðš óñ ${i?.date} áñð ñóţĥíñĝ íš çĥáŕĝéð. ···········································]`)
};

/**
* | output |
* | --- |
* | "From {date} you are charged {price}. Without a payment method by then, the subscription ends on {date} and nothing is charged." |
*
* @param {Billing_After_TrialInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_after_trial = /** @type {((inputs: Billing_After_TrialInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_After_TrialInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_after_trial(inputs)
	if (locale === "ar") return ar_billing_after_trial(inputs)
	if (locale === "en-XA") return en_xa2_billing_after_trial(inputs)
	return en_billing_after_trial(inputs)
});