import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Logo_UrlInputs */

const en_org_logo_url = /** @type {(inputs: Org_Logo_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo image URL`)
};

const de_org_logo_url = /** @type {(inputs: Org_Logo_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL des Logobilds`)
};

const ar_org_logo_url = /** @type {(inputs: Org_Logo_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط صورة الشعار`)
};

const en_xa2_org_logo_url = /** @type {(inputs: Org_Logo_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóĝó íɱáĝé ÚŔĻ ······]`)
};

/**
* | output |
* | --- |
* | "Logo image URL" |
*
* @param {Org_Logo_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_logo_url = /** @type {((inputs?: Org_Logo_UrlInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_UrlInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_logo_url(inputs)
	if (locale === "ar") return ar_org_logo_url(inputs)
	if (locale === "en-XA") return en_xa2_org_logo_url(inputs)
	return en_org_logo_url(inputs)
});