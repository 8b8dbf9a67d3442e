import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_People_PendingInputs */

const en_billing_people_pending = /** @type {(inputs: Billing_People_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People, pending invitations included`)
};

const de_billing_people_pending = /** @type {(inputs: Billing_People_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personen, offene Einladungen eingeschlossen`)
};

const ar_billing_people_pending = /** @type {(inputs: Billing_People_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأشخاص، بمن فيهم الدعوات المعلّقة`)
};

const en_xa2_billing_people_pending = /** @type {(inputs: Billing_People_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéóþļé, þéñðíñĝ íñṽíţáţíóñš íñçļúðéð ··············]`)
};

/**
* | output |
* | --- |
* | "People, pending invitations included" |
*
* @param {Billing_People_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_people_pending = /** @type {((inputs?: Billing_People_PendingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_People_PendingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_people_pending(inputs)
	if (locale === "ar") return ar_billing_people_pending(inputs)
	if (locale === "en-XA") return en_xa2_billing_people_pending(inputs)
	return en_billing_people_pending(inputs)
});