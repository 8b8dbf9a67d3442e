import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Password_HelpInputs */

const en_password_help = /** @type {(inputs: Password_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} to ${i?.max} characters.`)
};

const de_password_help = /** @type {(inputs: Password_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} bis ${i?.max} Zeichen.`)
};

const ar_password_help = /** @type {(inputs: Password_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من ${i?.min} إلى ${i?.max} حرفًا.`)
};

const en_xa2_password_help = /** @type {(inputs: Password_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.min} ţó ${i?.max} çĥáŕáçţéŕš. ······]`)
};

/**
* | output |
* | --- |
* | "{min} to {max} characters." |
*
* @param {Password_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_help = /** @type {((inputs: Password_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_help(inputs)
	if (locale === "ar") return ar_password_help(inputs)
	if (locale === "en-XA") return en_xa2_password_help(inputs)
	return en_password_help(inputs)
});