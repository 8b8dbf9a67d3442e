import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Password_Too_CommonInputs */

const en_auth_error_password_too_common = /** @type {(inputs: Auth_Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is among the most common ones, which attackers try first. Please choose another.`)
};

const de_auth_error_password_too_common = /** @type {(inputs: Auth_Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Passwort gehört zu den häufigsten, die Angreifer zuerst ausprobieren. Bitte wählen Sie ein anderes.`)
};

const ar_auth_error_password_too_common = /** @type {(inputs: Auth_Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور هذه من أكثر كلمات المرور شيوعًا، والتي يجرّبها المهاجمون أولًا. يُرجى اختيار غيرها.`)
};

const en_xa2_auth_error_password_too_common = /** @type {(inputs: Auth_Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáššŵóŕð íš áɱóñĝ ţĥé ɱóšţ çóɱɱóñ óñéš, ŵĥíçĥ áţţáçķéŕš ţŕý ƒíŕšţ. Þļéášé çĥóóšé áñóţĥéŕ. ······································]`)
};

/**
* | output |
* | --- |
* | "This password is among the most common ones, which attackers try first. Please choose another." |
*
* @param {Auth_Error_Password_Too_CommonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_password_too_common = /** @type {((inputs?: Auth_Error_Password_Too_CommonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Password_Too_CommonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_password_too_common(inputs)
	if (locale === "ar") return ar_auth_error_password_too_common(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_password_too_common(inputs)
	return en_auth_error_password_too_common(inputs)
});