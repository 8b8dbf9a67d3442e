import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Chose_BeforeInputs */

const en_billing_chose_before = /** @type {(inputs: Billing_Chose_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You chose ${i?.plan} before signing in; the payment provider's page opens next.`)
};

const de_billing_chose_before = /** @type {(inputs: Billing_Chose_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben ${i?.plan} vor der Anmeldung gewählt; als Nächstes öffnet sich die Seite des Zahlungsanbieters.`)
};

const ar_billing_chose_before = /** @type {(inputs: Billing_Chose_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اخترت ${i?.plan} قبل تسجيل الدخول؛ ستُفتح صفحة مزوّد الدفع بعد ذلك.`)
};

const en_xa2_billing_chose_before = /** @type {(inputs: Billing_Chose_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú çĥóšé ${i?.plan} ƀéƒóŕé šíĝñíñĝ íñ; ţĥé þáýɱéñţ þŕóṽíðéŕ'š þáĝé óþéñš ñéẋţ. ····························]`)
};

/**
* | output |
* | --- |
* | "You chose {plan} before signing in; the payment provider's page opens next." |
*
* @param {Billing_Chose_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_chose_before = /** @type {((inputs: Billing_Chose_BeforeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Chose_BeforeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_chose_before(inputs)
	if (locale === "ar") return ar_billing_chose_before(inputs)
	if (locale === "en-XA") return en_xa2_billing_chose_before(inputs)
	return en_billing_chose_before(inputs)
});