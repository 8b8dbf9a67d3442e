import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_WebhooksInputs */

const en_admin_webhooks = /** @type {(inputs: Admin_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const de_admin_webhooks = /** @type {(inputs: Admin_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const ar_admin_webhooks = /** @type {(inputs: Admin_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطافات الويب`)
};

const en_xa2_admin_webhooks = /** @type {(inputs: Admin_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥóóķš ···]`)
};

/**
* | output |
* | --- |
* | "Webhooks" |
*
* @param {Admin_WebhooksInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhooks = /** @type {((inputs?: Admin_WebhooksInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WebhooksInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_webhooks(inputs)
	if (locale === "ar") return ar_admin_webhooks(inputs)
	if (locale === "en-XA") return en_xa2_admin_webhooks(inputs)
	return en_admin_webhooks(inputs)
});