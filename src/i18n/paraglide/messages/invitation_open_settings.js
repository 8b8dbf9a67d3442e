import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Open_SettingsInputs */

const en_invitation_open_settings = /** @type {(inputs: Invitation_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your settings`)
};

const de_invitation_open_settings = /** @type {(inputs: Invitation_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Einstellungen öffnen`)
};

const ar_invitation_open_settings = /** @type {(inputs: Invitation_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتح إعداداتك`)
};

const en_xa2_invitation_open_settings = /** @type {(inputs: Invitation_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ýóúŕ šéţţíñĝš ·······]`)
};

/**
* | output |
* | --- |
* | "Open your settings" |
*
* @param {Invitation_Open_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_open_settings = /** @type {((inputs?: Invitation_Open_SettingsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Open_SettingsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_open_settings(inputs)
	if (locale === "ar") return ar_invitation_open_settings(inputs)
	if (locale === "en-XA") return en_xa2_invitation_open_settings(inputs)
	return en_invitation_open_settings(inputs)
});