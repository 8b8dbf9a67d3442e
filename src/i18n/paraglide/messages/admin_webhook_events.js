import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Webhook_EventsInputs */

const en_admin_webhook_events = /** @type {(inputs: Admin_Webhook_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook events`)
};

const de_admin_webhook_events = /** @type {(inputs: Admin_Webhook_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Ereignisse`)
};

const ar_admin_webhook_events = /** @type {(inputs: Admin_Webhook_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحداث خطافات الويب`)
};

const en_xa2_admin_webhook_events = /** @type {(inputs: Admin_Webhook_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥóóķ éṽéñţš ······]`)
};

/**
* | output |
* | --- |
* | "Webhook events" |
*
* @param {Admin_Webhook_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhook_events = /** @type {((inputs?: Admin_Webhook_EventsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhook_EventsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_webhook_events(inputs)
	if (locale === "ar") return ar_admin_webhook_events(inputs)
	if (locale === "en-XA") return en_xa2_admin_webhook_events(inputs)
	return en_admin_webhook_events(inputs)
});