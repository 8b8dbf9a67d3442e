import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subscriptions_By_PlanInputs */

const en_admin_subscriptions_by_plan = /** @type {(inputs: Admin_Subscriptions_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active subscriptions by plan`)
};

const de_admin_subscriptions_by_plan = /** @type {(inputs: Admin_Subscriptions_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Abonnements nach Tarif`)
};

const ar_admin_subscriptions_by_plan = /** @type {(inputs: Admin_Subscriptions_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات النشطة حسب الخطة`)
};

const en_xa2_admin_subscriptions_by_plan = /** @type {(inputs: Admin_Subscriptions_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé šúƀšçŕíþţíóñš ƀý þļáñ ···········]`)
};

/**
* | output |
* | --- |
* | "Active subscriptions by plan" |
*
* @param {Admin_Subscriptions_By_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_subscriptions_by_plan = /** @type {((inputs?: Admin_Subscriptions_By_PlanInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subscriptions_By_PlanInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_subscriptions_by_plan(inputs)
	if (locale === "ar") return ar_admin_subscriptions_by_plan(inputs)
	if (locale === "en-XA") return en_xa2_admin_subscriptions_by_plan(inputs)
	return en_admin_subscriptions_by_plan(inputs)
});