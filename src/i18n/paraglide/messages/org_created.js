import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_CreatedInputs */

const en_org_created = /** @type {(inputs: Org_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization created`)
};

const de_org_created = /** @type {(inputs: Org_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation erstellt`)
};

const ar_org_created = /** @type {(inputs: Org_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء المؤسسة`)
};

const en_xa2_org_created = /** @type {(inputs: Org_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕĝáñížáţíóñ çŕéáţéð ········]`)
};

/**
* | output |
* | --- |
* | "Organization created" |
*
* @param {Org_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_created = /** @type {((inputs?: Org_CreatedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_CreatedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_created(inputs)
	if (locale === "ar") return ar_org_created(inputs)
	if (locale === "en-XA") return en_xa2_org_created(inputs)
	return en_org_created(inputs)
});