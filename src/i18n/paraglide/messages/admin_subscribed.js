import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SubscribedInputs */

const en_admin_subscribed = /** @type {(inputs: Admin_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribed`)
};

const de_admin_subscribed = /** @type {(inputs: Admin_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonniert`)
};

const ar_admin_subscribed = /** @type {(inputs: Admin_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشترك`)
};

const en_xa2_admin_subscribed = /** @type {(inputs: Admin_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíƀéð ····]`)
};

/**
* | output |
* | --- |
* | "Subscribed" |
*
* @param {Admin_SubscribedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_subscribed = /** @type {((inputs?: Admin_SubscribedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SubscribedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_subscribed(inputs)
	if (locale === "ar") return ar_admin_subscribed(inputs)
	if (locale === "en-XA") return en_xa2_admin_subscribed(inputs)
	return en_admin_subscribed(inputs)
});