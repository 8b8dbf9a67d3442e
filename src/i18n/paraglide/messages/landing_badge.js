import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_BadgeInputs */

const en_landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts, API keys and billing`)
};

const de_landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konten, API-Schlüssel und Abrechnung`)
};

const ar_landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحسابات ومفاتيح API والفوترة`)
};

const en_xa2_landing_badge = /** @type {(inputs: Landing_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţš, ÁÞÍ ķéýš áñð ƀíļļíñĝ ············]`)
};

/**
* | output |
* | --- |
* | "Accounts, API keys and billing" |
*
* @param {Landing_BadgeInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_badge = /** @type {((inputs?: Landing_BadgeInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_BadgeInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_badge(inputs)
	if (locale === "ar") return ar_landing_badge(inputs)
	if (locale === "en-XA") return en_xa2_landing_badge(inputs)
	return en_landing_badge(inputs)
});