import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Discount_DescriptionInputs */

const en_pricing_discount_description = /** @type {(inputs: Pricing_Discount_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: letters, digits, hyphens or underscores. It is checked before you go to the payment page.`)
};

const de_pricing_discount_description = /** @type {(inputs: Pricing_Discount_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: Buchstaben, Ziffern, Binde- oder Unterstriche. Er wird geprüft, bevor Sie zur Zahlungsseite gehen.`)
};

const ar_pricing_discount_description = /** @type {(inputs: Pricing_Discount_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختياري: حروف أو أرقام أو شرطات أو شرطات سفلية. يُتحقق منه قبل انتقالك إلى صفحة الدفع.`)
};

const en_xa2_pricing_discount_description = /** @type {(inputs: Pricing_Discount_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ: ļéţţéŕš, ðíĝíţš, ĥýþĥéñš óŕ úñðéŕšçóŕéš. Íţ íš çĥéçķéð ƀéƒóŕé ýóú ĝó ţó ţĥé þáýɱéñţ þáĝé. ········································]`)
};

/**
* | output |
* | --- |
* | "Optional: letters, digits, hyphens or underscores. It is checked before you go to the payment page." |
*
* @param {Pricing_Discount_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_discount_description = /** @type {((inputs?: Pricing_Discount_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Discount_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_discount_description(inputs)
	if (locale === "ar") return ar_pricing_discount_description(inputs)
	if (locale === "en-XA") return en_xa2_pricing_discount_description(inputs)
	return en_pricing_discount_description(inputs)
});