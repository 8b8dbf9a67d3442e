import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Change_DowngradeInputs */

const en_billing_change_downgrade = /** @type {(inputs: Billing_Change_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Downgrade to ${i?.plan}?`)
};

const de_billing_change_downgrade = /** @type {(inputs: Billing_Change_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf ${i?.plan} herabstufen?`)
};

const ar_billing_change_downgrade = /** @type {(inputs: Billing_Change_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`هل تريد الانتقال إلى ${i?.plan} الأقل؟`)
};

const en_xa2_billing_change_downgrade = /** @type {(inputs: Billing_Change_DowngradeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðóŵñĝŕáðé ţó ${i?.plan}? ······]`)
};

/**
* | output |
* | --- |
* | "Downgrade to {plan}?" |
*
* @param {Billing_Change_DowngradeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_change_downgrade = /** @type {((inputs: Billing_Change_DowngradeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_DowngradeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_change_downgrade(inputs)
	if (locale === "ar") return ar_billing_change_downgrade(inputs)
	if (locale === "en-XA") return en_xa2_billing_change_downgrade(inputs)
	return en_billing_change_downgrade(inputs)
});