import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Impersonation_Not_StoppedInputs */

const en_admin_impersonation_not_stopped = /** @type {(inputs: Admin_Impersonation_Not_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The impersonation could not be stopped.`)
};

const de_admin_impersonation_not_stopped = /** @type {(inputs: Admin_Impersonation_Not_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Handeln als der Benutzer konnte nicht beendet werden.`)
};

const ar_admin_impersonation_not_stopped = /** @type {(inputs: Admin_Impersonation_Not_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إيقاف التصرف بصفة المستخدم.`)
};

const en_xa2_admin_impersonation_not_stopped = /** @type {(inputs: Admin_Impersonation_Not_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íɱþéŕšóñáţíóñ çóúļð ñóţ ƀé šţóþþéð. ················]`)
};

/**
* | output |
* | --- |
* | "The impersonation could not be stopped." |
*
* @param {Admin_Impersonation_Not_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_impersonation_not_stopped = /** @type {((inputs?: Admin_Impersonation_Not_StoppedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Impersonation_Not_StoppedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_impersonation_not_stopped(inputs)
	if (locale === "ar") return ar_admin_impersonation_not_stopped(inputs)
	if (locale === "en-XA") return en_xa2_admin_impersonation_not_stopped(inputs)
	return en_admin_impersonation_not_stopped(inputs)
});