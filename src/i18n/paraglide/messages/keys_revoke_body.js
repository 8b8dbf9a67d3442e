import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Revoke_BodyInputs */

const en_keys_revoke_body = /** @type {(inputs: Keys_Revoke_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The key stops working at once: anything that still uses it will get 401 answers. This cannot be undone.`)
};

const de_keys_revoke_body = /** @type {(inputs: Keys_Revoke_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Schlüssel funktioniert sofort nicht mehr: Alles, was ihn noch verwendet, erhält 401-Antworten. Das lässt sich nicht rückgängig machen.`)
};

const ar_keys_revoke_body = /** @type {(inputs: Keys_Revoke_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يتوقف المفتاح عن العمل فورًا: كل ما يزال يستخدمه سيتلقى ردود 401. لا يمكن التراجع عن ذلك.`)
};

const en_xa2_keys_revoke_body = /** @type {(inputs: Keys_Revoke_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ķéý šţóþš ŵóŕķíñĝ áţ óñçé: áñýţĥíñĝ ţĥáţ šţíļļ úšéš íţ ŵíļļ ĝéţ 401 áñšŵéŕš. Ţĥíš çáññóţ ƀé úñðóñé. ·········································]`)
};

/**
* | output |
* | --- |
* | "The key stops working at once: anything that still uses it will get 401 answers. This cannot be undone." |
*
* @param {Keys_Revoke_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_revoke_body = /** @type {((inputs?: Keys_Revoke_BodyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Revoke_BodyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_revoke_body(inputs)
	if (locale === "ar") return ar_keys_revoke_body(inputs)
	if (locale === "en-XA") return en_xa2_keys_revoke_body(inputs)
	return en_keys_revoke_body(inputs)
});