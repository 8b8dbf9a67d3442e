import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Status_DisabledInputs */

const en_keys_status_disabled = /** @type {(inputs: Keys_Status_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled`)
};

const de_keys_status_disabled = /** @type {(inputs: Keys_Status_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deaktiviert`)
};

const ar_keys_status_disabled = /** @type {(inputs: Keys_Status_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معطّل`)
};

const en_xa2_keys_status_disabled = /** @type {(inputs: Keys_Status_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšáƀļéð ···]`)
};

/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {Keys_Status_DisabledInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_status_disabled = /** @type {((inputs?: Keys_Status_DisabledInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Status_DisabledInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_status_disabled(inputs)
	if (locale === "ar") return ar_keys_status_disabled(inputs)
	if (locale === "en-XA") return en_xa2_keys_status_disabled(inputs)
	return en_keys_status_disabled(inputs)
});