import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_CreateInputs */

const en_org_create = /** @type {(inputs: Org_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create organization`)
};

const de_org_create = /** @type {(inputs: Org_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation erstellen`)
};

const ar_org_create = /** @type {(inputs: Org_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء مؤسسة`)
};

const en_xa2_org_create = /** @type {(inputs: Org_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé óŕĝáñížáţíóñ ········]`)
};

/**
* | output |
* | --- |
* | "Create organization" |
*
* @param {Org_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_create = /** @type {((inputs?: Org_CreateInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_CreateInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_create(inputs)
	if (locale === "ar") return ar_org_create(inputs)
	if (locale === "en-XA") return en_xa2_org_create(inputs)
	return en_org_create(inputs)
});