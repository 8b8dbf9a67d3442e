import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Change_UpgradeInputs */

const en_billing_change_upgrade = /** @type {(inputs: Billing_Change_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upgrade to ${i?.plan}?`)
};

const de_billing_change_upgrade = /** @type {(inputs: Billing_Change_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf ${i?.plan} upgraden?`)
};

const ar_billing_change_upgrade = /** @type {(inputs: Billing_Change_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد الترقية إلى ${i?.plan}؟`)
};

const en_xa2_billing_change_upgrade = /** @type {(inputs: Billing_Change_UpgradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úþĝŕáðé ţó ${i?.plan}? ·····]`)
};

/**
* | output |
* | --- |
* | "Upgrade to {plan}?" |
*
* @param {Billing_Change_UpgradeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_upgrade = /** @type {((inputs: Billing_Change_UpgradeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_UpgradeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_change_upgrade(inputs)
	if (locale === "ar") return ar_billing_change_upgrade(inputs)
	if (locale === "en-XA") return en_xa2_billing_change_upgrade(inputs)
	return en_billing_change_upgrade(inputs)
});