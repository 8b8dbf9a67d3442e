import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Billing_Org_Plans_IntroInputs */

const en_billing_org_plans_intro = /** @type {(inputs: Billing_Org_Plans_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization}'s plans, what they include and when they renew.`)
};

const de_billing_org_plans_intro = /** @type {(inputs: Billing_Org_Plans_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Tarife von ${i?.organization}: was sie enthalten und wann sie sich verlängern.`)
};

const ar_billing_org_plans_intro = /** @type {(inputs: Billing_Org_Plans_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`خطط ${i?.organization}: ما تتضمنه ومتى تتجدد.`)
};

const en_xa2_billing_org_plans_intro = /** @type {(inputs: Billing_Org_Plans_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization}'š þļáñš, ŵĥáţ ţĥéý íñçļúðé áñð ŵĥéñ ţĥéý ŕéñéŵ. ···················]`)
};

/**
* | output |
* | --- |
* | "{organization}'s plans, what they include and when they renew." |
*
* @param {Billing_Org_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_org_plans_intro = /** @type {((inputs: Billing_Org_Plans_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Org_Plans_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_org_plans_intro(inputs)
	if (locale === "ar") return ar_billing_org_plans_intro(inputs)
	if (locale === "en-XA") return en_xa2_billing_org_plans_intro(inputs)
	return en_billing_org_plans_intro(inputs)
});