import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_HeadingInputs */

const en_landing_heading = /** @type {(inputs: Landing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything your account needs, in one calm place.`)
};

const de_landing_heading = /** @type {(inputs: Landing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles, was Ihr Konto braucht, an einem ruhigen Ort.`)
};

const ar_landing_heading = /** @type {(inputs: Landing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل ما يحتاجه حسابك، في مكان واحد هادئ.`)
};

const en_xa2_landing_heading = /** @type {(inputs: Landing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýţĥíñĝ ýóúŕ áççóúñţ ñééðš, íñ óñé çáļɱ þļáçé. ····················]`)
};

/**
* | output |
* | --- |
* | "Everything your account needs, in one calm place." |
*
* @param {Landing_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_heading = /** @type {((inputs?: Landing_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_heading(inputs)
	if (locale === "ar") return ar_landing_heading(inputs)
	if (locale === "en-XA") return en_xa2_landing_heading(inputs)
	return en_landing_heading(inputs)
});