import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Not_YouInputs */

const en_confirm_not_you = /** @type {(inputs: Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not you, or did not ask? Close this page: nothing happens unless you press Sign in.`)
};

const de_confirm_not_you = /** @type {(inputs: Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht Sie, oder nicht angefordert? Schließen Sie diese Seite: Es passiert nichts, solange Sie nicht auf „Anmelden“ drücken.`)
};

const ar_confirm_not_you = /** @type {(inputs: Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لست أنت، أو لم تطلب ذلك؟ أغلق هذه الصفحة: لن يحدث شيء ما لم تضغط على «تسجيل الدخول».`)
};

const en_xa2_confirm_not_you = /** @type {(inputs: Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ýóú, óŕ ðíð ñóţ ášķ? Çļóšé ţĥíš þáĝé: ñóţĥíñĝ ĥáþþéñš úñļéšš ýóú þŕéšš Šíĝñ íñ. ·································]`)
};

/**
* | output |
* | --- |
* | "Not you, or did not ask? Close this page: nothing happens unless you press Sign in." |
*
* @param {Confirm_Not_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const confirm_not_you = /** @type {((inputs?: Confirm_Not_YouInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Not_YouInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_confirm_not_you(inputs)
	if (locale === "ar") return ar_confirm_not_you(inputs)
	if (locale === "en-XA") return en_xa2_confirm_not_you(inputs)
	return en_confirm_not_you(inputs)
});