import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Short_NameInputs */

const en_org_short_name = /** @type {(inputs: Org_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short name`)
};

const de_org_short_name = /** @type {(inputs: Org_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kurzname`)
};

const ar_org_short_name = /** @type {(inputs: Org_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم المختصر`)
};

const en_xa2_org_short_name = /** @type {(inputs: Org_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŕţ ñáɱé ····]`)
};

/**
* | output |
* | --- |
* | "Short name" |
*
* @param {Org_Short_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_short_name = /** @type {((inputs?: Org_Short_NameInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Short_NameInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_short_name(inputs)
	if (locale === "ar") return ar_org_short_name(inputs)
	if (locale === "en-XA") return en_xa2_org_short_name(inputs)
	return en_org_short_name(inputs)
});