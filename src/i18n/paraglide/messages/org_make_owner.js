import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Make_OwnerInputs */

const en_org_make_owner = /** @type {(inputs: Org_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make owner`)
};

const de_org_make_owner = /** @type {(inputs: Org_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Inhaber machen`)
};

const ar_org_make_owner = /** @type {(inputs: Org_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جعله مالكًا`)
};

const en_xa2_org_make_owner = /** @type {(inputs: Org_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķé óŵñéŕ ····]`)
};

/**
* | output |
* | --- |
* | "Make owner" |
*
* @param {Org_Make_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_make_owner = /** @type {((inputs?: Org_Make_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Make_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_make_owner(inputs)
	if (locale === "ar") return ar_org_make_owner(inputs)
	if (locale === "en-XA") return en_xa2_org_make_owner(inputs)
	return en_org_make_owner(inputs)
});