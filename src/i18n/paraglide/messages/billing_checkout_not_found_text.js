import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Checkout_Not_Found_TextInputs */

const en_billing_checkout_not_found_text = /** @type {(inputs: Billing_Checkout_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no checkout of yours with this link. If you have just paid, your subscription shows on your subscriptions page.`)
};

const de_billing_checkout_not_found_text = /** @type {(inputs: Billing_Checkout_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu diesem Link gibt es keinen Bezahlvorgang von Ihnen. Wenn Sie gerade bezahlt haben, erscheint Ihr Abonnement auf Ihrer Abonnementseite.`)
};

const ar_billing_checkout_not_found_text = /** @type {(inputs: Billing_Checkout_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد عملية دفع خاصة بك بهذا الرابط. إن كنت قد دفعت للتو، فسيظهر اشتراكك في صفحة اشتراكاتك.`)
};

const en_xa2_billing_checkout_not_found_text = /** @type {(inputs: Billing_Checkout_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó çĥéçķóúţ óƒ ýóúŕš ŵíţĥ ţĥíš ļíñķ. Íƒ ýóú ĥáṽé ĵúšţ þáíð, ýóúŕ šúƀšçŕíþţíóñ šĥóŵš óñ ýóúŕ šúƀšçŕíþţíóñš þáĝé. ················································]`)
};

/**
* | output |
* | --- |
* | "There is no checkout of yours with this link. If you have just paid, your subscription shows on your subscriptions page." |
*
* @param {Billing_Checkout_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_checkout_not_found_text = /** @type {((inputs?: Billing_Checkout_Not_Found_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Checkout_Not_Found_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_checkout_not_found_text(inputs)
	if (locale === "ar") return ar_billing_checkout_not_found_text(inputs)
	if (locale === "en-XA") return en_xa2_billing_checkout_not_found_text(inputs)
	return en_billing_checkout_not_found_text(inputs)
});