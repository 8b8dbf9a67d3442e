import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_New_HereInputs */

const en_landing_new_here = /** @type {(inputs: Landing_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New here? Signing in creates your account.`)
};

const de_landing_new_here = /** @type {(inputs: Landing_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu hier? Mit der ersten Anmeldung wird Ihr Konto angelegt.`)
};

const ar_landing_new_here = /** @type {(inputs: Landing_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جديد هنا؟ يُنشئ تسجيل الدخول حسابك.`)
};

const en_xa2_landing_new_here = /** @type {(inputs: Landing_New_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ĥéŕé? Šíĝñíñĝ íñ çŕéáţéš ýóúŕ áççóúñţ. ·················]`)
};

/**
* | output |
* | --- |
* | "New here? Signing in creates your account." |
*
* @param {Landing_New_HereInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_new_here = /** @type {((inputs?: Landing_New_HereInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_New_HereInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_new_here(inputs)
	if (locale === "ar") return ar_landing_new_here(inputs)
	if (locale === "en-XA") return en_xa2_landing_new_here(inputs)
	return en_landing_new_here(inputs)
});