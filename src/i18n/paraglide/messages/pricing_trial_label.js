import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, interval: NonNullable<unknown> }} Pricing_Trial_LabelInputs */

const en_pricing_trial_label = /** @type {(inputs: Pricing_Trial_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (i?.interval === "day") return /** @type {LocalizedString} */ (`${i?.count}-day free trial`);
	if (i?.interval === "week") return /** @type {LocalizedString} */ (`${i?.count}-week free trial`);
	if (i?.interval === "month") return /** @type {LocalizedString} */ (`${i?.count}-month free trial`);
	if (i?.interval === "year") return /** @type {LocalizedString} */ (`${i?.count}-year free trial`);
	return /** @type {LocalizedString} */ (`${i?.count}-${i?.interval} free trial`)
	
};

const de_pricing_trial_label = /** @type {(inputs: Pricing_Trial_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (i?.interval === "day") return /** @type {LocalizedString} */ (`${i?.count}-tägige kostenlose Testphase`);
	if (i?.interval === "week") return /** @type {LocalizedString} */ (`${i?.count}-wöchige kostenlose Testphase`);
	if (i?.interval === "month") return /** @type {LocalizedString} */ (`${i?.count}-monatige kostenlose Testphase`);
	if (i?.interval === "year") return /** @type {LocalizedString} */ (`${i?.count}-jährige kostenlose Testphase`);
	return /** @type {LocalizedString} */ (`Kostenlose Testphase: ${i?.count} × ${i?.interval}`)
	
};

const ar_pricing_trial_label = /** @type {(inputs: Pricing_Trial_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (i?.interval === "day" && countPlural === "one") return /** @type {LocalizedString} */ (`تجربة مجانية ليوم واحد`);
	if (i?.interval === "day" && countPlural === "two") return /** @type {LocalizedString} */ (`تجربة مجانية ليومين`);
	if (i?.interval === "day" && countPlural === "few") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} أيام`);
	if (i?.interval === "day") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} يومًا`);
	if (i?.interval === "week" && countPlural === "one") return /** @type {LocalizedString} */ (`تجربة مجانية لأسبوع واحد`);
	if (i?.interval === "week" && countPlural === "two") return /** @type {LocalizedString} */ (`تجربة مجانية لأسبوعين`);
	if (i?.interval === "week" && countPlural === "few") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} أسابيع`);
	if (i?.interval === "week") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} أسبوعًا`);
	if (i?.interval === "month" && countPlural === "one") return /** @type {LocalizedString} */ (`تجربة مجانية لشهر واحد`);
	if (i?.interval === "month" && countPlural === "two") return /** @type {LocalizedString} */ (`تجربة مجانية لشهرين`);
	if (i?.interval === "month" && countPlural === "few") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} أشهر`);
	if (i?.interval === "month") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} شهرًا`);
	if (i?.interval === "year" && countPlural === "one") return /** @type {LocalizedString} */ (`تجربة مجانية لسنة واحدة`);
	if (i?.interval === "year" && countPlural === "two") return /** @type {LocalizedString} */ (`تجربة مجانية لسنتين`);
	if (i?.interval === "year" && countPlural === "few") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} سنوات`);
	if (i?.interval === "year") return /** @type {LocalizedString} */ (`تجربة مجانية لمدة ${i?.count} سنة`);
	return /** @type {LocalizedString} */ (`تجربة مجانية: ${i?.count} × ${i?.interval}`)
	
};

const en_xa2_pricing_trial_label = /** @type {(inputs: Pricing_Trial_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (i?.interval === "day") return /** @type {LocalizedString} */ (`[${i?.count}-ðáý ƒŕéé ţŕíáļ ······]`);
	if (i?.interval === "week") return /** @type {LocalizedString} */ (`[${i?.count}-ŵééķ ƒŕéé ţŕíáļ ······]`);
	if (i?.interval === "month") return /** @type {LocalizedString} */ (`[${i?.count}-ɱóñţĥ ƒŕéé ţŕíáļ ·······]`);
	if (i?.interval === "year") return /** @type {LocalizedString} */ (`[${i?.count}-ýéáŕ ƒŕéé ţŕíáļ ······]`);
	return /** @type {LocalizedString} */ (`[${i?.count}-${i?.interval} ƒŕéé ţŕíáļ ·····]`)
	
};

/**
* | interval | output |
* | --- | --- |
* | "day" | "{count}-day free trial" |
* | "week" | "{count}-week free trial" |
* | "month" | "{count}-month free trial" |
* | "year" | "{count}-year free trial" |
* | * | "{count}-{interval} free trial" |
*
* @param {Pricing_Trial_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_trial_label = /** @type {((inputs: Pricing_Trial_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Trial_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_trial_label(inputs)
	if (locale === "ar") return ar_pricing_trial_label(inputs)
	if (locale === "en-XA") return en_xa2_pricing_trial_label(inputs)
	return en_pricing_trial_label(inputs)
});