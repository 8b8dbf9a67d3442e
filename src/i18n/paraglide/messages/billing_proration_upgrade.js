import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, until: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Proration_UpgradeInputs */

const en_billing_proration_upgrade = /** @type {(inputs: Billing_Proration_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} starts now. The difference in price for the rest of this period${i?.until} is invoiced and charged to your card right away; after that you pay ${i?.price}.`)
};

const de_billing_proration_upgrade = /** @type {(inputs: Billing_Proration_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} beginnt jetzt. Der Preisunterschied für den Rest dieses Zeitraums${i?.until} wird sofort in Rechnung gestellt und von Ihrer Karte abgebucht; danach zahlen Sie ${i?.price}.`)
};

const ar_billing_proration_upgrade = /** @type {(inputs: Billing_Proration_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبدأ ${i?.plan} الآن. يُفوتَر فرق السعر لبقية هذه الفترة${i?.until} ويُخصم من بطاقتك فورًا؛ وبعد ذلك تدفع ${i?.price}.`)
};

const en_xa2_billing_proration_upgrade = /** @type {(inputs: Billing_Proration_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáŕţš ñóŵ. Ţĥé ðíƒƒéŕéñçé íñ þŕíçé ƒóŕ ţĥé ŕéšţ óƒ ţĥíš þéŕíóð${i?.until} íš íñṽóíçéð áñð çĥáŕĝéð ţó ýóúŕ çáŕð ŕíĝĥţ áŵáý; áƒţéŕ ţĥáţ ýóú þáý ${i?.price}. ······················································]`)
};

/**
* | output |
* | --- |
* | "{plan} starts now. The difference in price for the rest of this period{until} is invoiced and charged to your card right away; after that you pay {price}." |
*
* @param {Billing_Proration_UpgradeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_proration_upgrade = /** @type {((inputs: Billing_Proration_UpgradeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Proration_UpgradeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_proration_upgrade(inputs)
	if (locale === "ar") return ar_billing_proration_upgrade(inputs)
	if (locale === "en-XA") return en_xa2_billing_proration_upgrade(inputs)
	return en_billing_proration_upgrade(inputs)
});