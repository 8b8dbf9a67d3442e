import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Reset_Link_Failed_TitleInputs */

const en_password_reset_link_failed_title = /** @type {(inputs: Password_Reset_Link_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That link did not work`)
};

const de_password_reset_link_failed_title = /** @type {(inputs: Password_Reset_Link_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link hat nicht funktioniert`)
};

const ar_password_reset_link_failed_title = /** @type {(inputs: Password_Reset_Link_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم ينجح هذا الرابط`)
};

const en_xa2_password_reset_link_failed_title = /** @type {(inputs: Password_Reset_Link_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ļíñķ ðíð ñóţ ŵóŕķ ·········]`)
};

/**
* | output |
* | --- |
* | "That link did not work" |
*
* @param {Password_Reset_Link_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_link_failed_title = /** @type {((inputs?: Password_Reset_Link_Failed_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_Link_Failed_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_link_failed_title(inputs)
	if (locale === "ar") return ar_password_reset_link_failed_title(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_link_failed_title(inputs)
	return en_password_reset_link_failed_title(inputs)
});