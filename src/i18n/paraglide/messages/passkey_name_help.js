import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Name_HelpInputs */

const en_passkey_name_help = /** @type {(inputs: Passkey_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So you can tell your passkeys apart, such as the device it is on.`)
};

const de_passkey_name_help = /** @type {(inputs: Passkey_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damit Sie Ihre Passkeys unterscheiden können, etwa nach dem Gerät.`)
};

const ar_passkey_name_help = /** @type {(inputs: Passkey_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لتميّز بين مفاتيح المرور، مثل اسم الجهاز الذي يحمله.`)
};

const en_xa2_passkey_name_help = /** @type {(inputs: Passkey_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šó ýóú çáñ ţéļļ ýóúŕ þáššķéýš áþáŕţ, šúçĥ áš ţĥé ðéṽíçé íţ íš óñ. ··························]`)
};

/**
* | output |
* | --- |
* | "So you can tell your passkeys apart, such as the device it is on." |
*
* @param {Passkey_Name_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_name_help = /** @type {((inputs?: Passkey_Name_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Name_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_name_help(inputs)
	if (locale === "ar") return ar_passkey_name_help(inputs)
	if (locale === "en-XA") return en_xa2_passkey_name_help(inputs)
	return en_passkey_name_help(inputs)
});