import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Declined_TextInputs */

const en_invitation_declined_text = /** @type {(inputs: Invitation_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing changed in your account. The invitation no longer works.`)
};

const de_invitation_declined_text = /** @type {(inputs: Invitation_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An Ihrem Konto hat sich nichts geändert. Die Einladung funktioniert nicht mehr.`)
};

const ar_invitation_declined_text = /** @type {(inputs: Invitation_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتغير شيء في حسابك. لم تعد الدعوة تعمل.`)
};

const en_xa2_invitation_declined_text = /** @type {(inputs: Invitation_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ çĥáñĝéð íñ ýóúŕ áççóúñţ. Ţĥé íñṽíţáţíóñ ñó ļóñĝéŕ ŵóŕķš. ··························]`)
};

/**
* | output |
* | --- |
* | "Nothing changed in your account. The invitation no longer works." |
*
* @param {Invitation_Declined_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_declined_text = /** @type {((inputs?: Invitation_Declined_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Declined_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_declined_text(inputs)
	if (locale === "ar") return ar_invitation_declined_text(inputs)
	if (locale === "en-XA") return en_xa2_invitation_declined_text(inputs)
	return en_invitation_declined_text(inputs)
});