import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkey_Added_TextInputs */

const en_passkey_added_text = /** @type {(inputs: Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can sign in with “${i?.name}” now.`)
};

const de_passkey_added_text = /** @type {(inputs: Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie können sich jetzt mit „${i?.name}“ anmelden.`)
};

const ar_passkey_added_text = /** @type {(inputs: Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يمكنك الآن تسجيل الدخول باستخدام «${i?.name}».`)
};

const en_xa2_passkey_added_text = /** @type {(inputs: Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ šíĝñ íñ ŵíţĥ “${i?.name}” ñóŵ. ···········]`)
};

/**
* | output |
* | --- |
* | "You can sign in with “{name}” now." |
*
* @param {Passkey_Added_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_added_text = /** @type {((inputs: Passkey_Added_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Added_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_added_text(inputs)
	if (locale === "ar") return ar_passkey_added_text(inputs)
	if (locale === "en-XA") return en_xa2_passkey_added_text(inputs)
	return en_passkey_added_text(inputs)
});