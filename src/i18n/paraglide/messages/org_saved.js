import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_SavedInputs */

const en_org_saved = /** @type {(inputs: Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization saved`)
};

const de_org_saved = /** @type {(inputs: Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation gespeichert`)
};

const ar_org_saved = /** @type {(inputs: Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حفظ المؤسسة`)
};

const en_xa2_org_saved = /** @type {(inputs: Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ šáṽéð ·······]`)
};

/**
* | output |
* | --- |
* | "Organization saved" |
*
* @param {Org_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_saved = /** @type {((inputs?: Org_SavedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_SavedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_saved(inputs)
	if (locale === "ar") return ar_org_saved(inputs)
	if (locale === "en-XA") return en_xa2_org_saved(inputs)
	return en_org_saved(inputs)
});