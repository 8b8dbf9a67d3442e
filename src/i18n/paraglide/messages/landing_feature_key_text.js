import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Feature_Key_TextInputs */

const en_landing_feature_key_text = /** @type {(inputs: Landing_Feature_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A personal key opens the REST API to your scripts and services. It is shown once and stored hashed.`)
};

const de_landing_feature_key_text = /** @type {(inputs: Landing_Feature_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein persönlicher Schlüssel öffnet die REST-API für Ihre Skripte und Dienste. Er wird einmal angezeigt und nur als Hash gespeichert.`)
};

const ar_landing_feature_key_text = /** @type {(inputs: Landing_Feature_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يفتح المفتاح الشخصي واجهة REST لبرامجك وخدماتك. يُعرض مرة واحدة ويُخزَّن مُجزّأً.`)
};

const en_xa2_landing_feature_key_text = /** @type {(inputs: Landing_Feature_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þéŕšóñáļ ķéý óþéñš ţĥé ŔÉŠŢ ÁÞÍ ţó ýóúŕ šçŕíþţš áñð šéŕṽíçéš. Íţ íš šĥóŵñ óñçé áñð šţóŕéð ĥášĥéð. ········································]`)
};

/**
* | output |
* | --- |
* | "A personal key opens the REST API to your scripts and services. It is shown once and stored hashed." |
*
* @param {Landing_Feature_Key_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_key_text = /** @type {((inputs?: Landing_Feature_Key_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Key_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_feature_key_text(inputs)
	if (locale === "ar") return ar_landing_feature_key_text(inputs)
	if (locale === "en-XA") return en_xa2_landing_feature_key_text(inputs)
	return en_landing_feature_key_text(inputs)
});