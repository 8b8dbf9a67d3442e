import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Not_SwitchedInputs */

const en_org_not_switched = /** @type {(inputs: Org_Not_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not switched`)
};

const de_org_not_switched = /** @type {(inputs: Org_Not_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gewechselt`)
};

const ar_org_not_switched = /** @type {(inputs: Org_Not_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم التبديل`)
};

const en_xa2_org_not_switched = /** @type {(inputs: Org_Not_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šŵíţçĥéð ·····]`)
};

/**
* | output |
* | --- |
* | "Not switched" |
*
* @param {Org_Not_SwitchedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_not_switched = /** @type {((inputs?: Org_Not_SwitchedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Not_SwitchedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_not_switched(inputs)
	if (locale === "ar") return ar_org_not_switched(inputs)
	if (locale === "en-XA") return en_xa2_org_not_switched(inputs)
	return en_org_not_switched(inputs)
});