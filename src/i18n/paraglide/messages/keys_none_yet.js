import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ header: NonNullable<unknown> }} Keys_None_YetInputs */

const en_keys_none_yet = /** @type {(inputs: Keys_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have no API key yet. Create one to call the REST API from your own scripts and services: send it as ${i?.header}. The key is shown once, right after you create it.`)
};

const de_keys_none_yet = /** @type {(inputs: Keys_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben noch keinen API-Schlüssel. Erstellen Sie einen, um die REST-API aus Ihren eigenen Skripten und Diensten aufzurufen: Senden Sie ihn als ${i?.header}. Der Schlüssel wird einmal angezeigt, direkt nach dem Erstellen.`)
};

const ar_keys_none_yet = /** @type {(inputs: Keys_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ليس لديك مفتاح API بعد. أنشئ مفتاحًا لاستدعاء REST API من نصوصك البرمجية وخدماتك: أرسله بالصيغة ${i?.header}. يُعرض المفتاح مرة واحدة، بعد إنشائه مباشرة.`)
};

const en_xa2_keys_none_yet = /** @type {(inputs: Keys_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ñó ÁÞÍ ķéý ýéţ. Çŕéáţé óñé ţó çáļļ ţĥé ŔÉŠŢ ÁÞÍ ƒŕóɱ ýóúŕ óŵñ šçŕíþţš áñð šéŕṽíçéš: šéñð íţ áš ${i?.header}. Ţĥé ķéý íš šĥóŵñ óñçé, ŕíĝĥţ áƒţéŕ ýóú çŕéáţé íţ. ······························································]`)
};

/**
* | output |
* | --- |
* | "You have no API key yet. Create one to call the REST API from your own scripts and services: send it as {header}. The key is shown once, right after you crea..." |
*
* @param {Keys_None_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_none_yet = /** @type {((inputs: Keys_None_YetInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_None_YetInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_none_yet(inputs)
	if (locale === "ar") return ar_keys_none_yet(inputs)
	if (locale === "en-XA") return en_xa2_keys_none_yet(inputs)
	return en_keys_none_yet(inputs)
});