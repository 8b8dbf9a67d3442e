import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Webhook_InboxInputs */

const en_admin_webhook_inbox = /** @type {(inputs: Admin_Webhook_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook inbox`)
};

const de_admin_webhook_inbox = /** @type {(inputs: Admin_Webhook_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Eingang`)
};

const ar_admin_webhook_inbox = /** @type {(inputs: Admin_Webhook_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صندوق خطافات الويب`)
};

const en_xa2_admin_webhook_inbox = /** @type {(inputs: Admin_Webhook_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥóóķ íñƀóẋ ·····]`)
};

/**
* | output |
* | --- |
* | "Webhook inbox" |
*
* @param {Admin_Webhook_InboxInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhook_inbox = /** @type {((inputs?: Admin_Webhook_InboxInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhook_InboxInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_webhook_inbox(inputs)
	if (locale === "ar") return ar_admin_webhook_inbox(inputs)
	if (locale === "en-XA") return en_xa2_admin_webhook_inbox(inputs)
	return en_admin_webhook_inbox(inputs)
});