import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_LockedInputs */

const en_keys_locked = /** @type {(inputs: Keys_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locked`)
};

const de_keys_locked = /** @type {(inputs: Keys_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesperrt`)
};

const ar_keys_locked = /** @type {(inputs: Keys_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقفل`)
};

const en_xa2_keys_locked = /** @type {(inputs: Keys_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóçķéð ··]`)
};

/**
* | output |
* | --- |
* | "Locked" |
*
* @param {Keys_LockedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_locked = /** @type {((inputs?: Keys_LockedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_LockedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_locked(inputs)
	if (locale === "ar") return ar_keys_locked(inputs)
	if (locale === "en-XA") return en_xa2_keys_locked(inputs)
	return en_keys_locked(inputs)
});