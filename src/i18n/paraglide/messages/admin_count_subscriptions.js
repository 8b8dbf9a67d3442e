import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Admin_Count_SubscriptionsInputs */

const en_admin_count_subscriptions = /** @type {(inputs: Admin_Count_SubscriptionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} subscription`);
	return /** @type {LocalizedString} */ (`${i?.shown} subscriptions`)
	
};

const de_admin_count_subscriptions = /** @type {(inputs: Admin_Count_SubscriptionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Abonnement`);
	return /** @type {LocalizedString} */ (`${i?.shown} Abonnements`)
	
};

const ar_admin_count_subscriptions = /** @type {(inputs: Admin_Count_SubscriptionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا اشتراكات`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`اشتراك واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`اشتراكان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} اشتراكات`);
	return /** @type {LocalizedString} */ (`${i?.shown} اشتراكًا`)
	
};

const en_xa2_admin_count_subscriptions = /** @type {(inputs: Admin_Count_SubscriptionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šúƀšçŕíþţíóñ ·····]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šúƀšçŕíþţíóñš ······]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} subscription" |
* | * | "{shown} subscriptions" |
*
* @param {Admin_Count_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_count_subscriptions = /** @type {((inputs: Admin_Count_SubscriptionsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Count_SubscriptionsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_count_subscriptions(inputs)
	if (locale === "ar") return ar_admin_count_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_admin_count_subscriptions(inputs)
	return en_admin_count_subscriptions(inputs)
});