import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Wrong_Address_TextInputs */

const en_invitation_wrong_address_text = /** @type {(inputs: Invitation_Wrong_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation is for another address. Sign in with the address it was sent to.`)
};

const de_invitation_wrong_address_text = /** @type {(inputs: Invitation_Wrong_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung gilt für eine andere Adresse. Melden Sie sich mit der Adresse an, an die sie gesendet wurde.`)
};

const ar_invitation_wrong_address_text = /** @type {(inputs: Invitation_Wrong_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذه الدعوة لعنوان آخر. سجّل الدخول بالعنوان الذي أُرسلت إليه.`)
};

const en_xa2_invitation_wrong_address_text = /** @type {(inputs: Invitation_Wrong_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíóñ íš ƒóŕ áñóţĥéŕ áððŕéšš. Šíĝñ íñ ŵíţĥ ţĥé áððŕéšš íţ ŵáš šéñţ ţó. ································]`)
};

/**
* | output |
* | --- |
* | "This invitation is for another address. Sign in with the address it was sent to." |
*
* @param {Invitation_Wrong_Address_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_wrong_address_text = /** @type {((inputs?: Invitation_Wrong_Address_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Wrong_Address_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_wrong_address_text(inputs)
	if (locale === "ar") return ar_invitation_wrong_address_text(inputs)
	if (locale === "en-XA") return en_xa2_invitation_wrong_address_text(inputs)
	return en_invitation_wrong_address_text(inputs)
});