import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Not_CreatedInputs */

const en_org_not_created = /** @type {(inputs: Org_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not created`)
};

const de_org_not_created = /** @type {(inputs: Org_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht erstellt`)
};

const ar_org_not_created = /** @type {(inputs: Org_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الإنشاء`)
};

const en_xa2_org_not_created = /** @type {(inputs: Org_Not_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ çŕéáţéð ····]`)
};

/**
* | output |
* | --- |
* | "Not created" |
*
* @param {Org_Not_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_created = /** @type {((inputs?: Org_Not_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_not_created(inputs)
	if (locale === "ar") return ar_org_not_created(inputs)
	if (locale === "en-XA") return en_xa2_org_not_created(inputs)
	return en_org_not_created(inputs)
});