import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown> }} Billing_Cancel_BodyInputs */

const en_billing_cancel_body = /** @type {(inputs: Billing_Cancel_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You keep everything in ${i?.plan} until ${i?.date}; after that it is not renewed and you are not charged again. You can resume it until then.`)
};

const de_billing_cancel_body = /** @type {(inputs: Billing_Cancel_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie behalten alles aus ${i?.plan} bis ${i?.date}; danach wird es nicht verlängert und Ihnen wird nichts mehr berechnet. Bis dahin können Sie es fortsetzen.`)
};

const ar_billing_cancel_body = /** @type {(inputs: Billing_Cancel_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تحتفظ بكل ما في ${i?.plan} حتى ${i?.date}؛ بعد ذلك لا يُجدَّد الاشتراك ولن تُحاسَب مرة أخرى. يمكنك استئنافه حتى ذلك الحين.`)
};

const en_xa2_billing_cancel_body = /** @type {(inputs: Billing_Cancel_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú ķééþ éṽéŕýţĥíñĝ íñ ${i?.plan} úñţíļ ${i?.date}; áƒţéŕ ţĥáţ íţ íš ñóţ ŕéñéŵéð áñð ýóú áŕé ñóţ çĥáŕĝéð áĝáíñ. Ýóú çáñ ŕéšúɱé íţ úñţíļ ţĥéñ. ················································]`)
};

/**
* | output |
* | --- |
* | "You keep everything in {plan} until {date}; after that it is not renewed and you are not charged again. You can resume it until then." |
*
* @param {Billing_Cancel_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_body = /** @type {((inputs: Billing_Cancel_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_cancel_body(inputs)
	if (locale === "ar") return ar_billing_cancel_body(inputs)
	if (locale === "en-XA") return en_xa2_billing_cancel_body(inputs)
	return en_billing_cancel_body(inputs)
});