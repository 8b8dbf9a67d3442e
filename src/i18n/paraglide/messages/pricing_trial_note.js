import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trial: NonNullable<unknown> }} Pricing_Trial_NoteInputs */

const en_pricing_trial_note = /** @type {(inputs: Pricing_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.trial}: nothing is charged until it ends.`)
};

const de_pricing_trial_note = /** @type {(inputs: Pricing_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.trial}: Bis zu ihrem Ende wird nichts berechnet.`)
};

const ar_pricing_trial_note = /** @type {(inputs: Pricing_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.trial}: لا يُحتسب أي مبلغ حتى تنتهي.`)
};

const en_xa2_pricing_trial_note = /** @type {(inputs: Pricing_Trial_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.trial}: ñóţĥíñĝ íš çĥáŕĝéð úñţíļ íţ éñðš. ··············]`)
};

/**
* | output |
* | --- |
* | "{trial}: nothing is charged until it ends." |
*
* @param {Pricing_Trial_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_trial_note = /** @type {((inputs: Pricing_Trial_NoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Trial_NoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pricing_trial_note(inputs)
	if (locale === "ar") return ar_pricing_trial_note(inputs)
	if (locale === "en-XA") return en_xa2_pricing_trial_note(inputs)
	return en_pricing_trial_note(inputs)
});