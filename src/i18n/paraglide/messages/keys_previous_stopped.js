import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Previous_StoppedInputs */

const en_keys_previous_stopped = /** @type {(inputs: Keys_Previous_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your previous key has stopped working.`)
};

const de_keys_previous_stopped = /** @type {(inputs: Keys_Previous_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr bisheriger Schlüssel funktioniert nicht mehr.`)
};

const ar_keys_previous_stopped = /** @type {(inputs: Keys_Previous_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توقف مفتاحك السابق عن العمل.`)
};

const en_xa2_keys_previous_stopped = /** @type {(inputs: Keys_Previous_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ þŕéṽíóúš ķéý ĥáš šţóþþéð ŵóŕķíñĝ. ···············]`)
};

/**
* | output |
* | --- |
* | "Your previous key has stopped working." |
*
* @param {Keys_Previous_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_previous_stopped = /** @type {((inputs?: Keys_Previous_StoppedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Previous_StoppedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_previous_stopped(inputs)
	if (locale === "ar") return ar_keys_previous_stopped(inputs)
	if (locale === "en-XA") return en_xa2_keys_previous_stopped(inputs)
	return en_keys_previous_stopped(inputs)
});