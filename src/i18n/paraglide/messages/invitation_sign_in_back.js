import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Invitation_Sign_In_BackInputs */

const en_invitation_sign_in_back = /** @type {(inputs: Invitation_Sign_In_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in with the address the invitation was sent to, and you come back here to accept or decline it. New to ${i?.appName}? The same link makes your account.`)
};

const de_invitation_sign_in_back = /** @type {(inputs: Invitation_Sign_In_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit der Adresse an, an die die Einladung gesendet wurde; danach kommen Sie hierher zurück, um sie anzunehmen oder abzulehnen. Neu bei ${i?.appName}? Derselbe Link legt Ihr Konto an.`)
};

const ar_invitation_sign_in_back = /** @type {(inputs: Invitation_Sign_In_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سجّل الدخول بالعنوان الذي أُرسلت إليه الدعوة، وستعود إلى هنا لقبولها أو رفضها. جديد على ${i?.appName}؟ الرابط نفسه ينشئ حسابك.`)
};

const en_xa2_invitation_sign_in_back = /** @type {(inputs: Invitation_Sign_In_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ ţĥé áððŕéšš ţĥé íñṽíţáţíóñ ŵáš šéñţ ţó, áñð ýóú çóɱé ƀáçķ ĥéŕé ţó áççéþţ óŕ ðéçļíñé íţ. Ñéŵ ţó ${i?.appName}? Ţĥé šáɱé ļíñķ ɱáķéš ýóúŕ áççóúñţ. ·························································]`)
};

/**
* | output |
* | --- |
* | "Sign in with the address the invitation was sent to, and you come back here to accept or decline it. New to {appName}? The same link makes your account." |
*
* @param {Invitation_Sign_In_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_sign_in_back = /** @type {((inputs: Invitation_Sign_In_BackInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Sign_In_BackInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_sign_in_back(inputs)
	if (locale === "ar") return ar_invitation_sign_in_back(inputs)
	if (locale === "en-XA") return en_xa2_invitation_sign_in_back(inputs)
	return en_invitation_sign_in_back(inputs)
});