import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_EmptyInputs */

const en_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recorded yet.`)
};

const de_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts aufgezeichnet.`)
};

const ar_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل شيء بعد.`)
};

const en_xa2_admin_audit_empty = /** @type {(inputs: Admin_Audit_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŕéçóŕðéð ýéţ. ········]`)
};

/**
* | output |
* | --- |
* | "Nothing recorded yet." |
*
* @param {Admin_Audit_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_audit_empty = /** @type {((inputs?: Admin_Audit_EmptyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_EmptyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_audit_empty(inputs)
	if (locale === "ar") return ar_admin_audit_empty(inputs)
	if (locale === "en-XA") return en_xa2_admin_audit_empty(inputs)
	return en_admin_audit_empty(inputs)
});