import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Already_Member_TextInputs */

const en_invitation_already_member_text = /** @type {(inputs: Invitation_Already_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing to accept: you can work in it now.`)
};

const de_invitation_already_member_text = /** @type {(inputs: Invitation_Already_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt nichts anzunehmen: Sie können jetzt darin arbeiten.`)
};

const ar_invitation_already_member_text = /** @type {(inputs: Invitation_Already_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد ما تقبله: يمكنك العمل فيها الآن.`)
};

const en_xa2_invitation_already_member_text = /** @type {(inputs: Invitation_Already_Member_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñóţĥíñĝ ţó áççéþţ: ýóú çáñ ŵóŕķ íñ íţ ñóŵ. ····················]`)
};

/**
* | output |
* | --- |
* | "There is nothing to accept: you can work in it now." |
*
* @param {Invitation_Already_Member_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_already_member_text = /** @type {((inputs?: Invitation_Already_Member_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Already_Member_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_already_member_text(inputs)
	if (locale === "ar") return ar_invitation_already_member_text(inputs)
	if (locale === "en-XA") return en_xa2_invitation_already_member_text(inputs)
	return en_invitation_already_member_text(inputs)
});