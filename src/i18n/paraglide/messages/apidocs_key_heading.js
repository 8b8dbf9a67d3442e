import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Key_HeadingInputs */

const en_apidocs_key_heading = /** @type {(inputs: Apidocs_Key_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your key for “Try it”`)
};

const de_apidocs_key_heading = /** @type {(inputs: Apidocs_Key_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Schlüssel für „Ausprobieren“`)
};

const ar_apidocs_key_heading = /** @type {(inputs: Apidocs_Key_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاحك لـ «جرّبه»`)
};

const en_xa2_apidocs_key_heading = /** @type {(inputs: Apidocs_Key_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ķéý ƒóŕ “Ţŕý íţ” ········]`)
};

/**
* | output |
* | --- |
* | "Your key for “Try it”" |
*
* @param {Apidocs_Key_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_key_heading = /** @type {((inputs?: Apidocs_Key_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Key_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_key_heading(inputs)
	if (locale === "ar") return ar_apidocs_key_heading(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_key_heading(inputs)
	return en_apidocs_key_heading(inputs)
});