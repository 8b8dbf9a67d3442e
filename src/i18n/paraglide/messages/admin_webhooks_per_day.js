import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Webhooks_Per_DayInputs */

const en_admin_webhooks_per_day = /** @type {(inputs: Admin_Webhooks_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook events per day`)
};

const de_admin_webhooks_per_day = /** @type {(inputs: Admin_Webhooks_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Ereignisse pro Tag`)
};

const ar_admin_webhooks_per_day = /** @type {(inputs: Admin_Webhooks_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحداث خطافات الويب يوميًا`)
};

const en_xa2_admin_webhooks_per_day = /** @type {(inputs: Admin_Webhooks_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥóóķ éṽéñţš þéŕ ðáý ·········]`)
};

/**
* | output |
* | --- |
* | "Webhook events per day" |
*
* @param {Admin_Webhooks_Per_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhooks_per_day = /** @type {((inputs?: Admin_Webhooks_Per_DayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhooks_Per_DayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_webhooks_per_day(inputs)
	if (locale === "ar") return ar_admin_webhooks_per_day(inputs)
	if (locale === "en-XA") return en_xa2_admin_webhooks_per_day(inputs)
	return en_admin_webhooks_per_day(inputs)
});