import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rpId: NonNullable<unknown> }} Passkey_Unavailable_HostInputs */

const en_passkey_unavailable_host = /** @type {(inputs: Passkey_Unavailable_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passkeys work only at ${i?.rpId}, in a browser that supports them.`)
};

const de_passkey_unavailable_host = /** @type {(inputs: Passkey_Unavailable_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passkeys funktionieren nur unter ${i?.rpId}, in einem Browser, der sie unterstützt.`)
};

const ar_passkey_unavailable_host = /** @type {(inputs: Passkey_Unavailable_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تعمل مفاتيح المرور فقط على ${i?.rpId}، في متصفح يدعمها.`)
};

const en_xa2_passkey_unavailable_host = /** @type {(inputs: Passkey_Unavailable_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáššķéýš ŵóŕķ óñļý áţ ${i?.rpId}, íñ á ƀŕóŵšéŕ ţĥáţ šúþþóŕţš ţĥéɱ. ······················]`)
};

/**
* | output |
* | --- |
* | "Passkeys work only at {rpId}, in a browser that supports them." |
*
* @param {Passkey_Unavailable_HostInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_unavailable_host = /** @type {((inputs: Passkey_Unavailable_HostInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Unavailable_HostInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_unavailable_host(inputs)
	if (locale === "ar") return ar_passkey_unavailable_host(inputs)
	if (locale === "en-XA") return en_xa2_passkey_unavailable_host(inputs)
	return en_passkey_unavailable_host(inputs)
});