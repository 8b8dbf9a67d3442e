import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ week: NonNullable<unknown>, month: NonNullable<unknown> }} Admin_Overview_New_UsersInputs */

const en_admin_overview_new_users = /** @type {(inputs: Admin_Overview_New_UsersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.week} new in 7 days, ${i?.month} in 30`)
};

const de_admin_overview_new_users = /** @type {(inputs: Admin_Overview_New_UsersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.week} neu in 7 Tagen, ${i?.month} in 30`)
};

const ar_admin_overview_new_users = /** @type {(inputs: Admin_Overview_New_UsersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.week} جديد خلال 7 أيام، و${i?.month} خلال 30`)
};

const en_xa2_admin_overview_new_users = /** @type {(inputs: Admin_Overview_New_UsersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.week} ñéŵ íñ 7 ðáýš, ${i?.month} íñ 30 ·········]`)
};

/**
* | output |
* | --- |
* | "{week} new in 7 days, {month} in 30" |
*
* @param {Admin_Overview_New_UsersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_overview_new_users = /** @type {((inputs: Admin_Overview_New_UsersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Overview_New_UsersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_overview_new_users(inputs)
	if (locale === "ar") return ar_admin_overview_new_users(inputs)
	if (locale === "en-XA") return en_xa2_admin_overview_new_users(inputs)
	return en_admin_overview_new_users(inputs)
});