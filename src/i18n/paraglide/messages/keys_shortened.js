import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Keys_ShortenedInputs */

const en_keys_shortened = /** @type {(inputs: Keys_ShortenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (shortened)`)
};

const de_keys_shortened = /** @type {(inputs: Keys_ShortenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (gekürzt)`)
};

const ar_keys_shortened = /** @type {(inputs: Keys_ShortenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (مختصر)`)
};

const en_xa2_keys_shortened = /** @type {(inputs: Keys_ShortenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (šĥóŕţéñéð) ·····]`)
};

/**
* | output |
* | --- |
* | "{name} (shortened)" |
*
* @param {Keys_ShortenedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_shortened = /** @type {((inputs: Keys_ShortenedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_ShortenedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_shortened(inputs)
	if (locale === "ar") return ar_keys_shortened(inputs)
	if (locale === "en-XA") return en_xa2_keys_shortened(inputs)
	return en_keys_shortened(inputs)
});