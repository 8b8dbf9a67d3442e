import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_DescriptionInputs */

const en_settings_linked_description = /** @type {(inputs: Settings_Linked_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ways you can sign in besides a link by mail, which needs no linked account.`)
};

const de_settings_linked_description = /** @type {(inputs: Settings_Linked_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Wege, auf denen Sie sich neben einem Link per E-Mail anmelden können; dafür brauchen Sie kein verknüpftes Konto.`)
};

const ar_settings_linked_description = /** @type {(inputs: Settings_Linked_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الطرق التي يمكنك تسجيل الدخول بها إلى جانب الرابط بالبريد، الذي لا يحتاج إلى حساب مرتبط.`)
};

const en_xa2_settings_linked_description = /** @type {(inputs: Settings_Linked_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŵáýš ýóú çáñ šíĝñ íñ ƀéšíðéš á ļíñķ ƀý ɱáíļ, ŵĥíçĥ ñééðš ñó ļíñķéð áççóúñţ. ································]`)
};

/**
* | output |
* | --- |
* | "The ways you can sign in besides a link by mail, which needs no linked account." |
*
* @param {Settings_Linked_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_description = /** @type {((inputs?: Settings_Linked_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_description(inputs)
	if (locale === "ar") return ar_settings_linked_description(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_description(inputs)
	return en_settings_linked_description(inputs)
});