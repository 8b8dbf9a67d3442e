import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Not_SentInputs */

const en_org_not_sent = /** @type {(inputs: Org_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

const de_org_not_sent = /** @type {(inputs: Org_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gesendet`)
};

const ar_org_not_sent = /** @type {(inputs: Org_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الإرسال`)
};

const en_xa2_org_not_sent = /** @type {(inputs: Org_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šéñţ ···]`)
};

/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Org_Not_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_sent = /** @type {((inputs?: Org_Not_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_not_sent(inputs)
	if (locale === "ar") return ar_org_not_sent(inputs)
	if (locale === "en-XA") return en_xa2_org_not_sent(inputs)
	return en_org_not_sent(inputs)
});