import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Welcome_Name_HelpInputs */

const en_welcome_name_help = /** @type {(inputs: Welcome_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, as the app greets you and as the people you work with see you. You can change it later in the settings.`)
};

const de_welcome_name_help = /** @type {(inputs: Welcome_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name, mit dem die App Sie begrüßt und den die Menschen sehen, mit denen Sie arbeiten. Sie können ihn später in den Einstellungen ändern.`)
};

const ar_welcome_name_help = /** @type {(inputs: Welcome_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسمك كما يحيّيك به التطبيق وكما يراه من تعمل معهم. يمكنك تغييره لاحقًا من الإعدادات.`)
};

const en_xa2_welcome_name_help = /** @type {(inputs: Welcome_Name_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ñáɱé, áš ţĥé áþþ ĝŕééţš ýóú áñð áš ţĥé þéóþļé ýóú ŵóŕķ ŵíţĥ šéé ýóú. Ýóú çáñ çĥáñĝé íţ ļáţéŕ íñ ţĥé šéţţíñĝš. ··············································]`)
};

/**
* | output |
* | --- |
* | "Your name, as the app greets you and as the people you work with see you. You can change it later in the settings." |
*
* @param {Welcome_Name_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const welcome_name_help = /** @type {((inputs?: Welcome_Name_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Welcome_Name_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_welcome_name_help(inputs)
	if (locale === "ar") return ar_welcome_name_help(inputs)
	if (locale === "en-XA") return en_xa2_welcome_name_help(inputs)
	return en_welcome_name_help(inputs)
});