import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Not_SavedInputs */

const en_org_not_saved = /** @type {(inputs: Org_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved`)
};

const de_org_not_saved = /** @type {(inputs: Org_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gespeichert`)
};

const ar_org_not_saved = /** @type {(inputs: Org_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الحفظ`)
};

const en_xa2_org_not_saved = /** @type {(inputs: Org_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð ····]`)
};

/**
* | output |
* | --- |
* | "Not saved" |
*
* @param {Org_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_saved = /** @type {((inputs?: Org_Not_SavedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_SavedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_not_saved(inputs)
	if (locale === "ar") return ar_org_not_saved(inputs)
	if (locale === "en-XA") return en_xa2_org_not_saved(inputs)
	return en_org_not_saved(inputs)
});