import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_Sessions_RevokedInputs */

const en_admin_audit_sessions_revoked = /** @type {(inputs: Admin_Audit_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out every session`)
};

const de_admin_audit_sessions_revoked = /** @type {(inputs: Admin_Audit_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Sitzungen abgemeldet`)
};

const ar_admin_audit_sessions_revoked = /** @type {(inputs: Admin_Audit_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من كل الجلسات`)
};

const en_xa2_admin_audit_sessions_revoked = /** @type {(inputs: Admin_Audit_Sessions_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ éṽéŕý šéššíóñ ··········]`)
};

/**
* | output |
* | --- |
* | "Signed out every session" |
*
* @param {Admin_Audit_Sessions_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_sessions_revoked = /** @type {((inputs?: Admin_Audit_Sessions_RevokedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_Sessions_RevokedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_sessions_revoked(inputs)
	if (locale === "ar") return ar_admin_audit_sessions_revoked(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_sessions_revoked(inputs)
	return en_admin_audit_sessions_revoked(inputs)
});