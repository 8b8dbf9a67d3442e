import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Plans_IntroInputs */

const en_billing_plans_intro = /** @type {(inputs: Billing_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plans, what they include and when they renew.`)
};

const de_billing_plans_intro = /** @type {(inputs: Billing_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Tarife: was sie enthalten und wann sie sich verlängern.`)
};

const ar_billing_plans_intro = /** @type {(inputs: Billing_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خططك: ما تتضمنه ومتى تتجدد.`)
};

const en_xa2_billing_plans_intro = /** @type {(inputs: Billing_Plans_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þļáñš, ŵĥáţ ţĥéý íñçļúðé áñð ŵĥéñ ţĥéý ŕéñéŵ. ····················]`)
};

/**
* | output |
* | --- |
* | "Your plans, what they include and when they renew." |
*
* @param {Billing_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_plans_intro = /** @type {((inputs?: Billing_Plans_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Plans_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_plans_intro(inputs)
	if (locale === "ar") return ar_billing_plans_intro(inputs)
	if (locale === "en-XA") return en_xa2_billing_plans_intro(inputs)
	return en_billing_plans_intro(inputs)
});