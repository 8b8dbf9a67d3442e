import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Failed_WebhooksInputs */

const en_admin_failed_webhooks = /** @type {(inputs: Admin_Failed_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed webhooks`)
};

const de_admin_failed_webhooks = /** @type {(inputs: Admin_Failed_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagene Webhooks`)
};

const ar_admin_failed_webhooks = /** @type {(inputs: Admin_Failed_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطافات ويب فاشلة`)
};

const en_xa2_admin_failed_webhooks = /** @type {(inputs: Admin_Failed_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ŵéƀĥóóķš ······]`)
};

/**
* | output |
* | --- |
* | "Failed webhooks" |
*
* @param {Admin_Failed_WebhooksInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_failed_webhooks = /** @type {((inputs?: Admin_Failed_WebhooksInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Failed_WebhooksInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_failed_webhooks(inputs)
	if (locale === "ar") return ar_admin_failed_webhooks(inputs)
	if (locale === "en-XA") return en_xa2_admin_failed_webhooks(inputs)
	return en_admin_failed_webhooks(inputs)
});