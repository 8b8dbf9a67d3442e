import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ network: NonNullable<unknown> }} Activity_NetworkInputs */

const en_activity_network = /** @type {(inputs: Activity_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`network ${i?.network}`)
};

const de_activity_network = /** @type {(inputs: Activity_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Netzwerk ${i?.network}`)
};

const ar_activity_network = /** @type {(inputs: Activity_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الشبكة ${i?.network}`)
};

const en_xa2_activity_network = /** @type {(inputs: Activity_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ñéţŵóŕķ ${i?.network} ···]`)
};

/**
* | output |
* | --- |
* | "network {network}" |
*
* @param {Activity_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_network = /** @type {((inputs: Activity_NetworkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_NetworkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_network(inputs)
	if (locale === "ar") return ar_activity_network(inputs)
	if (locale === "en-XA") return en_xa2_activity_network(inputs)
	return en_activity_network(inputs)
});