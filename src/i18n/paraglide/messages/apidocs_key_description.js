import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apidocs_Key_DescriptionInputs */

const en_apidocs_key_description = /** @type {(inputs: Apidocs_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app shows your key only once, when you create or regenerate it. This page keeps it while it is open and sends it in a header, never in the URL.`)
};

const de_apidocs_key_description = /** @type {(inputs: Apidocs_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die App zeigt Ihren Schlüssel nur einmal, wenn Sie ihn erstellen oder neu erzeugen. Diese Seite behält ihn, solange sie geöffnet ist, und sendet ihn in einem Header, nie in der URL.`)
};

const ar_apidocs_key_description = /** @type {(inputs: Apidocs_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يعرض التطبيق مفتاحك مرة واحدة فقط، عند إنشائه أو تجديده. تحتفظ هذه الصفحة به ما دامت مفتوحة وترسله في ترويسة، وليس في عنوان URL أبدًا.`)
};

const en_xa2_apidocs_key_description = /** @type {(inputs: Apidocs_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþ šĥóŵš ýóúŕ ķéý óñļý óñçé, ŵĥéñ ýóú çŕéáţé óŕ ŕéĝéñéŕáţé íţ. Ţĥíš þáĝé ķééþš íţ ŵĥíļé íţ íš óþéñ áñð šéñðš íţ íñ á ĥéáðéŕ, ñéṽéŕ íñ ţĥé ÚŔĻ. ···························································]`)
};

/**
* | output |
* | --- |
* | "The app shows your key only once, when you create or regenerate it. This page keeps it while it is open and sends it in a header, never in the URL." |
*
* @param {Apidocs_Key_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_key_description = /** @type {((inputs?: Apidocs_Key_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Key_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_key_description(inputs)
	if (locale === "ar") return ar_apidocs_key_description(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_key_description(inputs)
	return en_apidocs_key_description(inputs)
});