import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Welcome_HeadingInputs */

const en_welcome_heading = /** @type {(inputs: Welcome_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.appName}`)
};

const de_welcome_heading = /** @type {(inputs: Welcome_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen bei ${i?.appName}`)
};

const ar_welcome_heading = /** @type {(inputs: Welcome_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحبًا بك في ${i?.appName}`)
};

const en_xa2_welcome_heading = /** @type {(inputs: Welcome_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé ţó ${i?.appName} ····]`)
};

/**
* | output |
* | --- |
* | "Welcome to {appName}" |
*
* @param {Welcome_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const welcome_heading = /** @type {((inputs: Welcome_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Welcome_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_welcome_heading(inputs)
	if (locale === "ar") return ar_welcome_heading(inputs)
	if (locale === "en-XA") return en_xa2_welcome_heading(inputs)
	return en_welcome_heading(inputs)
});