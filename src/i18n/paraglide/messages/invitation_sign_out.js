import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Sign_OutInputs */

const en_invitation_sign_out = /** @type {(inputs: Invitation_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out and use another address`)
};

const de_invitation_sign_out = /** @type {(inputs: Invitation_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden und eine andere Adresse verwenden`)
};

const ar_invitation_sign_out = /** @type {(inputs: Invitation_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج واستخدام عنوان آخر`)
};

const en_xa2_invitation_sign_out = /** @type {(inputs: Invitation_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ óúţ áñð úšé áñóţĥéŕ áððŕéšš ·············]`)
};

/**
* | output |
* | --- |
* | "Sign out and use another address" |
*
* @param {Invitation_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_sign_out = /** @type {((inputs?: Invitation_Sign_OutInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Sign_OutInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_sign_out(inputs)
	if (locale === "ar") return ar_invitation_sign_out(inputs)
	if (locale === "en-XA") return en_xa2_invitation_sign_out(inputs)
	return en_invitation_sign_out(inputs)
});