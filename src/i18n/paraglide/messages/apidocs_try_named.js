import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ verb: NonNullable<unknown>, path: NonNullable<unknown> }} Apidocs_Try_NamedInputs */

const en_apidocs_try_named = /** @type {(inputs: Apidocs_Try_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Try ${i?.verb} ${i?.path}`)
};

const de_apidocs_try_named = /** @type {(inputs: Apidocs_Try_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.verb} ${i?.path} ausprobieren`)
};

const ar_apidocs_try_named = /** @type {(inputs: Apidocs_Try_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جرّب ${i?.verb} ${i?.path}`)
};

const en_xa2_apidocs_try_named = /** @type {(inputs: Apidocs_Try_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţŕý ${i?.verb} ${i?.path} ··]`)
};

/**
* | output |
* | --- |
* | "Try {verb} {path}" |
*
* @param {Apidocs_Try_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_try_named = /** @type {((inputs: Apidocs_Try_NamedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Try_NamedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_try_named(inputs)
	if (locale === "ar") return ar_apidocs_try_named(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_try_named(inputs)
	return en_apidocs_try_named(inputs)
});