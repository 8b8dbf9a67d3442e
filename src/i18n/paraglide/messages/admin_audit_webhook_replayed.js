import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Webhook_ReplayedInputs */

const en_admin_audit_webhook_replayed = /** @type {(inputs: Admin_Audit_Webhook_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replayed a webhook event`)
};

const de_admin_audit_webhook_replayed = /** @type {(inputs: Admin_Audit_Webhook_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Webhook-Ereignis erneut angewendet`)
};

const ar_admin_audit_webhook_replayed = /** @type {(inputs: Admin_Audit_Webhook_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تطبيق حدث خطاف ويب`)
};

const en_xa2_admin_audit_webhook_replayed = /** @type {(inputs: Admin_Audit_Webhook_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþļáýéð á ŵéƀĥóóķ éṽéñţ ··········]`)
};

/**
* | output |
* | --- |
* | "Replayed a webhook event" |
*
* @param {Admin_Audit_Webhook_ReplayedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_webhook_replayed = /** @type {((inputs?: Admin_Audit_Webhook_ReplayedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Webhook_ReplayedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_webhook_replayed(inputs)
	if (locale === "ar") return ar_admin_audit_webhook_replayed(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_webhook_replayed(inputs)
	return en_admin_audit_webhook_replayed(inputs)
});