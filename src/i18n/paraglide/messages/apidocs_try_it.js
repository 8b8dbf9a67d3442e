import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Try_ItInputs */

const en_apidocs_try_it = /** @type {(inputs: Apidocs_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try it`)
};

const de_apidocs_try_it = /** @type {(inputs: Apidocs_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausprobieren`)
};

const ar_apidocs_try_it = /** @type {(inputs: Apidocs_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جرّبه`)
};

const en_xa2_apidocs_try_it = /** @type {(inputs: Apidocs_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý íţ ··]`)
};

/**
* | output |
* | --- |
* | "Try it" |
*
* @param {Apidocs_Try_ItInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_try_it = /** @type {((inputs?: Apidocs_Try_ItInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Try_ItInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_try_it(inputs)
	if (locale === "ar") return ar_apidocs_try_it(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_try_it(inputs)
	return en_apidocs_try_it(inputs)
});