import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_User_BannedInputs */

const en_admin_audit_user_banned = /** @type {(inputs: Admin_Audit_User_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banned`)
};

const de_admin_audit_user_banned = /** @type {(inputs: Admin_Audit_User_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesperrt`)
};

const ar_admin_audit_user_banned = /** @type {(inputs: Admin_Audit_User_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حظر`)
};

const en_xa2_admin_audit_user_banned = /** @type {(inputs: Admin_Audit_User_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáññéð ··]`)
};

/**
* | output |
* | --- |
* | "Banned" |
*
* @param {Admin_Audit_User_BannedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_user_banned = /** @type {((inputs?: Admin_Audit_User_BannedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_User_BannedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_user_banned(inputs)
	if (locale === "ar") return ar_admin_audit_user_banned(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_user_banned(inputs)
	return en_admin_audit_user_banned(inputs)
});