import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Org_Switch_ToInputs */

const en_org_switch_to = /** @type {(inputs: Org_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to ${i?.name}`)
};

const de_org_switch_to = /** @type {(inputs: Org_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu ${i?.name} wechseln`)
};

const ar_org_switch_to = /** @type {(inputs: Org_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الانتقال إلى ${i?.name}`)
};

const en_xa2_org_switch_to = /** @type {(inputs: Org_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó ${i?.name} ····]`)
};

/**
* | output |
* | --- |
* | "Switch to {name}" |
*
* @param {Org_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_switch_to = /** @type {((inputs: Org_Switch_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Switch_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_switch_to(inputs)
	if (locale === "ar") return ar_org_switch_to(inputs)
	if (locale === "en-XA") return en_xa2_org_switch_to(inputs)
	return en_org_switch_to(inputs)
});