import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_SaveInputs */

const en_org_save = /** @type {(inputs: Org_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save organization`)
};

const de_org_save = /** @type {(inputs: Org_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation speichern`)
};

const ar_org_save = /** @type {(inputs: Org_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ المؤسسة`)
};

const en_xa2_org_save = /** @type {(inputs: Org_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé óŕĝáñížáţíóñ ·······]`)
};

/**
* | output |
* | --- |
* | "Save organization" |
*
* @param {Org_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_save = /** @type {((inputs?: Org_SaveInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_SaveInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_save(inputs)
	if (locale === "ar") return ar_org_save(inputs)
	if (locale === "en-XA") return en_xa2_org_save(inputs)
	return en_org_save(inputs)
});