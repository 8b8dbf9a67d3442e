import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, until: NonNullable<unknown>, price: NonNullable<unknown> }} Billing_Proration_DowngradeInputs */

const en_billing_proration_downgrade = /** @type {(inputs: Billing_Proration_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} starts now. The unused part of this period${i?.until} is credited on an invoice right away, less ${i?.plan}'s price for the same time; after that you pay ${i?.price}.`)
};

const de_billing_proration_downgrade = /** @type {(inputs: Billing_Proration_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} beginnt jetzt. Der ungenutzte Teil dieses Zeitraums${i?.until} wird sofort auf einer Rechnung gutgeschrieben, abzüglich des Preises von ${i?.plan} für dieselbe Zeit; danach zahlen Sie ${i?.price}.`)
};

const ar_billing_proration_downgrade = /** @type {(inputs: Billing_Proration_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تبدأ ${i?.plan} الآن. يُضاف الجزء غير المستخدم من هذه الفترة${i?.until} رصيدًا في فاتورة فورًا، مخصومًا منه سعر ${i?.plan} للمدة نفسها؛ وبعد ذلك تدفع ${i?.price}.`)
};

const en_xa2_billing_proration_downgrade = /** @type {(inputs: Billing_Proration_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} šţáŕţš ñóŵ. Ţĥé úñúšéð þáŕţ óƒ ţĥíš þéŕíóð${i?.until} íš çŕéðíţéð óñ áñ íñṽóíçé ŕíĝĥţ áŵáý, ļéšš ${i?.plan}'š þŕíçé ƒóŕ ţĥé šáɱé ţíɱé; áƒţéŕ ţĥáţ ýóú þáý ${i?.price}. ······················································]`)
};

/**
* | output |
* | --- |
* | "{plan} starts now. The unused part of this period{until} is credited on an invoice right away, less {plan}'s price for the same time; after that you pay {pri..." |
*
* @param {Billing_Proration_DowngradeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_proration_downgrade = /** @type {((inputs: Billing_Proration_DowngradeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Proration_DowngradeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_proration_downgrade(inputs)
	if (locale === "ar") return ar_billing_proration_downgrade(inputs)
	if (locale === "en-XA") return en_xa2_billing_proration_downgrade(inputs)
	return en_billing_proration_downgrade(inputs)
});