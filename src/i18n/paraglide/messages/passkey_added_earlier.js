import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Added_EarlierInputs */

const en_passkey_added_earlier = /** @type {(inputs: Passkey_Added_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added earlier`)
};

const de_passkey_added_earlier = /** @type {(inputs: Passkey_Added_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Früher hinzugefügt`)
};

const ar_passkey_added_earlier = /** @type {(inputs: Passkey_Added_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُضيف سابقًا`)
};

const en_xa2_passkey_added_earlier = /** @type {(inputs: Passkey_Added_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áððéð éáŕļíéŕ ·····]`)
};

/**
* | output |
* | --- |
* | "Added earlier" |
*
* @param {Passkey_Added_EarlierInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_added_earlier = /** @type {((inputs?: Passkey_Added_EarlierInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Added_EarlierInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_added_earlier(inputs)
	if (locale === "ar") return ar_passkey_added_earlier(inputs)
	if (locale === "en-XA") return en_xa2_passkey_added_earlier(inputs)
	return en_passkey_added_earlier(inputs)
});