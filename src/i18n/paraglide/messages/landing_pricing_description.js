import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Pricing_DescriptionInputs */

const en_landing_pricing_description = /** @type {(inputs: Landing_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a plan, pay on the payment provider's secure page, cancel whenever you like.`)
};

const de_landing_pricing_description = /** @type {(inputs: Landing_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie einen Tarif, bezahlen Sie auf der sicheren Seite des Zahlungsanbieters und kündigen Sie jederzeit.`)
};

const ar_landing_pricing_description = /** @type {(inputs: Landing_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر خطة، وادفع في الصفحة الآمنة لمزوّد الدفع، وألغِ متى شئت.`)
};

const en_xa2_landing_pricing_description = /** @type {(inputs: Landing_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ á þļáñ, þáý óñ ţĥé þáýɱéñţ þŕóṽíðéŕ'š šéçúŕé þáĝé, çáñçéļ ŵĥéñéṽéŕ ýóú ļíķé. ································]`)
};

/**
* | output |
* | --- |
* | "Pick a plan, pay on the payment provider's secure page, cancel whenever you like." |
*
* @param {Landing_Pricing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_pricing_description = /** @type {((inputs?: Landing_Pricing_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Pricing_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_pricing_description(inputs)
	if (locale === "ar") return ar_landing_pricing_description(inputs)
	if (locale === "en-XA") return en_xa2_landing_pricing_description(inputs)
	return en_landing_pricing_description(inputs)
});