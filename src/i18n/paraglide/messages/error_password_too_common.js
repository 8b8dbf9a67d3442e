import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Password_Too_CommonInputs */

const en_error_password_too_common = /** @type {(inputs: Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is among the most common ones, which attackers try first. Please choose another.`)
};

const de_error_password_too_common = /** @type {(inputs: Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Passwort gehört zu den häufigsten, die Angreifer zuerst ausprobieren. Bitte wählen Sie ein anderes.`)
};

const ar_error_password_too_common = /** @type {(inputs: Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور هذه من أكثر كلمات المرور شيوعًا، وهي أول ما يجرّبه المهاجمون. يُرجى اختيار غيرها.`)
};

const en_xa2_error_password_too_common = /** @type {(inputs: Error_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáššŵóŕð íš áɱóñĝ ţĥé ɱóšţ çóɱɱóñ óñéš, ŵĥíçĥ áţţáçķéŕš ţŕý ƒíŕšţ. Þļéášé çĥóóšé áñóţĥéŕ. ······································]`)
};

/**
* | output |
* | --- |
* | "This password is among the most common ones, which attackers try first. Please choose another." |
*
* @param {Error_Password_Too_CommonInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_password_too_common = /** @type {((inputs?: Error_Password_Too_CommonInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Password_Too_CommonInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_password_too_common(inputs)
	if (locale === "ar") return ar_error_password_too_common(inputs)
	if (locale === "en-XA") return en_xa2_error_password_too_common(inputs)
	return en_error_password_too_common(inputs)
});