import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, max: NonNullable<unknown> }} Keys_Over_PlanInputs */

const en_keys_over_plan = /** @type {(inputs: Keys_Over_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have more keys than the ${i?.plan} plan allows: they keep working, and no new one can be made until there are fewer than ${i?.max}.`)
};

const de_keys_over_plan = /** @type {(inputs: Keys_Over_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben mehr Schlüssel, als der Tarif ${i?.plan} erlaubt: Sie funktionieren weiter, aber ein neuer lässt sich erst erstellen, wenn es weniger als ${i?.max} sind.`)
};

const ar_keys_over_plan = /** @type {(inputs: Keys_Over_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لديك مفاتيح أكثر مما تسمح به خطة ${i?.plan}: تبقى تعمل، ولا يمكن إنشاء مفتاح جديد حتى يصبح عددها أقل من ${i?.max}.`)
};

const en_xa2_keys_over_plan = /** @type {(inputs: Keys_Over_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ɱóŕé ķéýš ţĥáñ ţĥé ${i?.plan} þļáñ áļļóŵš: ţĥéý ķééþ ŵóŕķíñĝ, áñð ñó ñéŵ óñé çáñ ƀé ɱáðé úñţíļ ţĥéŕé áŕé ƒéŵéŕ ţĥáñ ${i?.max}. ··············································]`)
};

/**
* | output |
* | --- |
* | "You have more keys than the {plan} plan allows: they keep working, and no new one can be made until there are fewer than {max}." |
*
* @param {Keys_Over_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_over_plan = /** @type {((inputs: Keys_Over_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Over_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_over_plan(inputs)
	if (locale === "ar") return ar_keys_over_plan(inputs)
	if (locale === "en-XA") return en_xa2_keys_over_plan(inputs)
	return en_keys_over_plan(inputs)
});