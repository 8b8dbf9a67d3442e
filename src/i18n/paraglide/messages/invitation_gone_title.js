import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Gone_TitleInputs */

const en_invitation_gone_title = /** @type {(inputs: Invitation_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation has expired or was already used`)
};

const de_invitation_gone_title = /** @type {(inputs: Invitation_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung ist abgelaufen oder wurde bereits verwendet`)
};

const ar_invitation_gone_title = /** @type {(inputs: Invitation_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية هذه الدعوة أو استُخدمت من قبل`)
};

const en_xa2_invitation_gone_title = /** @type {(inputs: Invitation_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíóñ ĥáš éẋþíŕéð óŕ ŵáš áļŕéáðý úšéð ···················]`)
};

/**
* | output |
* | --- |
* | "This invitation has expired or was already used" |
*
* @param {Invitation_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_gone_title = /** @type {((inputs?: Invitation_Gone_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Gone_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_gone_title(inputs)
	if (locale === "ar") return ar_invitation_gone_title(inputs)
	if (locale === "en-XA") return en_xa2_invitation_gone_title(inputs)
	return en_invitation_gone_title(inputs)
});