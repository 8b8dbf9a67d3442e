import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Resumed_TitleInputs */

const en_billing_resumed_title = /** @type {(inputs: Billing_Resumed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription resumed`)
};

const de_billing_resumed_title = /** @type {(inputs: Billing_Resumed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement fortgesetzt`)
};

const ar_billing_resumed_title = /** @type {(inputs: Billing_Resumed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم استئناف الاشتراك`)
};

const en_xa2_billing_resumed_title = /** @type {(inputs: Billing_Resumed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíþţíóñ ŕéšúɱéð ········]`)
};

/**
* | output |
* | --- |
* | "Subscription resumed" |
*
* @param {Billing_Resumed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_resumed_title = /** @type {((inputs?: Billing_Resumed_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Resumed_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_resumed_title(inputs)
	if (locale === "ar") return ar_billing_resumed_title(inputs)
	if (locale === "en-XA") return en_xa2_billing_resumed_title(inputs)
	return en_billing_resumed_title(inputs)
});