import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Change_Plan_DescriptionInputs */

const en_billing_change_plan_description = /** @type {(inputs: Billing_Change_Plan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move up, down or to yearly billing at any time: the new plan starts at once and the price difference is prorated.`)
};

const de_billing_change_plan_description = /** @type {(inputs: Billing_Change_Plan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wechseln Sie jederzeit nach oben, nach unten oder zur jährlichen Abrechnung: Der neue Tarif beginnt sofort, der Preisunterschied wird anteilig berechnet.`)
};

const ar_billing_change_plan_description = /** @type {(inputs: Billing_Change_Plan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتقل إلى خطة أعلى أو أدنى أو إلى الفوترة السنوية في أي وقت: تبدأ الخطة الجديدة فورًا ويُحتسب فرق السعر بالتناسب.`)
};

const en_xa2_billing_change_plan_description = /** @type {(inputs: Billing_Change_Plan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóṽé úþ, ðóŵñ óŕ ţó ýéáŕļý ƀíļļíñĝ áţ áñý ţíɱé: ţĥé ñéŵ þļáñ šţáŕţš áţ óñçé áñð ţĥé þŕíçé ðíƒƒéŕéñçé íš þŕóŕáţéð. ·············································]`)
};

/**
* | output |
* | --- |
* | "Move up, down or to yearly billing at any time: the new plan starts at once and the price difference is prorated." |
*
* @param {Billing_Change_Plan_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_plan_description = /** @type {((inputs?: Billing_Change_Plan_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_Plan_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_change_plan_description(inputs)
	if (locale === "ar") return ar_billing_change_plan_description(inputs)
	if (locale === "en-XA") return en_xa2_billing_change_plan_description(inputs)
	return en_billing_change_plan_description(inputs)
});