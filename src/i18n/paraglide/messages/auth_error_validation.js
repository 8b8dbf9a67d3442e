import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_ValidationInputs */

const en_auth_error_validation = /** @type {(inputs: Auth_Error_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something you entered is not accepted. Check the fields and try again.`)
};

const de_auth_error_validation = /** @type {(inputs: Auth_Error_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Eingabe wurde nicht akzeptiert. Prüfen Sie die Felder und versuchen Sie es erneut.`)
};

const ar_auth_error_validation = /** @type {(inputs: Auth_Error_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُقبل أحد المدخلات. تحقّق من الحقول وحاول مرة أخرى.`)
};

const en_xa2_auth_error_validation = /** @type {(inputs: Auth_Error_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ýóú éñţéŕéð íš ñóţ áççéþţéð. Çĥéçķ ţĥé ƒíéļðš áñð ţŕý áĝáíñ. ····························]`)
};

/**
* | output |
* | --- |
* | "Something you entered is not accepted. Check the fields and try again." |
*
* @param {Auth_Error_ValidationInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_validation = /** @type {((inputs?: Auth_Error_ValidationInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_ValidationInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_validation(inputs)
	if (locale === "ar") return ar_auth_error_validation(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_validation(inputs)
	return en_auth_error_validation(inputs)
});