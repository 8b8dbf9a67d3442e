import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Regenerate_BodyInputs */

const en_keys_regenerate_body = /** @type {(inputs: Keys_Regenerate_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new key replaces the current one. The current key stops working at once: anything that still uses it will get 401 answers until you give it the new key.`)
};

const de_keys_regenerate_body = /** @type {(inputs: Keys_Regenerate_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein neuer Schlüssel ersetzt den jetzigen. Der jetzige Schlüssel funktioniert sofort nicht mehr: Alles, was ihn noch verwendet, erhält 401-Antworten, bis Sie dort den neuen Schlüssel eintragen.`)
};

const ar_keys_regenerate_body = /** @type {(inputs: Keys_Regenerate_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحل مفتاح جديد محل المفتاح الحالي. يتوقف المفتاح الحالي عن العمل فورًا: كل ما يزال يستخدمه سيتلقى ردود 401 حتى تزوّده بالمفتاح الجديد.`)
};

const en_xa2_keys_regenerate_body = /** @type {(inputs: Keys_Regenerate_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ñéŵ ķéý ŕéþļáçéš ţĥé çúŕŕéñţ óñé. Ţĥé çúŕŕéñţ ķéý šţóþš ŵóŕķíñĝ áţ óñçé: áñýţĥíñĝ ţĥáţ šţíļļ úšéš íţ ŵíļļ ĝéţ 401 áñšŵéŕš úñţíļ ýóú ĝíṽé íţ ţĥé ñéŵ ķéý. ······························································]`)
};

/**
* | output |
* | --- |
* | "A new key replaces the current one. The current key stops working at once: anything that still uses it will get 401 answers until you give it the new key." |
*
* @param {Keys_Regenerate_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_regenerate_body = /** @type {((inputs?: Keys_Regenerate_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Regenerate_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_regenerate_body(inputs)
	if (locale === "ar") return ar_keys_regenerate_body(inputs)
	if (locale === "en-XA") return en_xa2_keys_regenerate_body(inputs)
	return en_keys_regenerate_body(inputs)
});