import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Create_TitleInputs */

const en_org_create_title = /** @type {(inputs: Org_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an organization`)
};

const de_org_create_title = /** @type {(inputs: Org_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Organisation erstellen`)
};

const ar_org_create_title = /** @type {(inputs: Org_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء مؤسسة`)
};

const en_xa2_org_create_title = /** @type {(inputs: Org_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé áñ óŕĝáñížáţíóñ ·········]`)
};

/**
* | output |
* | --- |
* | "Create an organization" |
*
* @param {Org_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_create_title = /** @type {((inputs?: Org_Create_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Create_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_create_title(inputs)
	if (locale === "ar") return ar_org_create_title(inputs)
	if (locale === "en-XA") return en_xa2_org_create_title(inputs)
	return en_org_create_title(inputs)
});