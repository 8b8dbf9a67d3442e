import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_WhatInputs */

const en_admin_what = /** @type {(inputs: Admin_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
};

const de_admin_what = /** @type {(inputs: Admin_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was`)
};

const ar_admin_what = /** @type {(inputs: Admin_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماذا`)
};

const en_xa2_admin_what = /** @type {(inputs: Admin_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ··]`)
};

/**
* | output |
* | --- |
* | "What" |
*
* @param {Admin_WhatInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_what = /** @type {((inputs?: Admin_WhatInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WhatInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_what(inputs)
	if (locale === "ar") return ar_admin_what(inputs)
	if (locale === "en-XA") return en_xa2_admin_what(inputs)
	return en_admin_what(inputs)
});