import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Personal_TextInputs */

const en_dashboard_personal_text = /** @type {(inputs: Dashboard_Personal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only you work here. An organization lets people work together.`)
};

const de_dashboard_personal_text = /** @type {(inputs: Dashboard_Personal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier arbeiten nur Sie. In einer Organisation arbeiten mehrere Personen zusammen.`)
};

const ar_dashboard_personal_text = /** @type {(inputs: Dashboard_Personal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت وحدك تعمل هنا. تتيح المؤسسة للأشخاص العمل معًا.`)
};

const en_xa2_dashboard_personal_text = /** @type {(inputs: Dashboard_Personal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ýóú ŵóŕķ ĥéŕé. Áñ óŕĝáñížáţíóñ ļéţš þéóþļé ŵóŕķ ţóĝéţĥéŕ. ·························]`)
};

/**
* | output |
* | --- |
* | "Only you work here. An organization lets people work together." |
*
* @param {Dashboard_Personal_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_personal_text = /** @type {((inputs?: Dashboard_Personal_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Personal_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_personal_text(inputs)
	if (locale === "ar") return ar_dashboard_personal_text(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_personal_text(inputs)
	return en_dashboard_personal_text(inputs)
});