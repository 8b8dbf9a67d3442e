import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Status_ExpiredInputs */

const en_keys_status_expired = /** @type {(inputs: Keys_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

const de_keys_status_expired = /** @type {(inputs: Keys_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelaufen`)
};

const ar_keys_status_expired = /** @type {(inputs: Keys_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتهي الصلاحية`)
};

const en_xa2_keys_status_expired = /** @type {(inputs: Keys_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ···]`)
};

/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Keys_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_status_expired = /** @type {((inputs?: Keys_Status_ExpiredInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Status_ExpiredInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_status_expired(inputs)
	if (locale === "ar") return ar_keys_status_expired(inputs)
	if (locale === "en-XA") return en_xa2_keys_status_expired(inputs)
	return en_keys_status_expired(inputs)
});