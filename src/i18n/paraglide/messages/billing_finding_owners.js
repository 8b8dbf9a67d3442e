import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Finding_OwnersInputs */

const en_billing_finding_owners = /** @type {(inputs: Billing_Finding_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding the organization's owners…`)
};

const de_billing_finding_owners = /** @type {(inputs: Billing_Finding_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber der Organisation werden gesucht …`)
};

const ar_billing_finding_owners = /** @type {(inputs: Billing_Finding_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ البحث عن مالكي المؤسسة…`)
};

const en_xa2_billing_finding_owners = /** @type {(inputs: Billing_Finding_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñðíñĝ ţĥé óŕĝáñížáţíóñ'š óŵñéŕš… ··············]`)
};

/**
* | output |
* | --- |
* | "Finding the organization's owners…" |
*
* @param {Billing_Finding_OwnersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_finding_owners = /** @type {((inputs?: Billing_Finding_OwnersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Finding_OwnersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_finding_owners(inputs)
	if (locale === "ar") return ar_billing_finding_owners(inputs)
	if (locale === "en-XA") return en_xa2_billing_finding_owners(inputs)
	return en_billing_finding_owners(inputs)
});