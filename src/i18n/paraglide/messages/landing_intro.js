import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appName: NonNullable<unknown> }} Landing_IntroInputs */

const en_landing_intro = /** @type {(inputs: Landing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName} signs you in by email, gives you a personal API key for the REST API, and keeps your subscriptions in view.`)
};

const de_landing_intro = /** @type {(inputs: Landing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.appName} meldet Sie per E-Mail an, gibt Ihnen einen persönlichen API-Schlüssel für die REST-API und behält Ihre Abonnements im Blick.`)
};

const ar_landing_intro = /** @type {(inputs: Landing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُسجّل ${i?.appName} دخولك عبر البريد الإلكتروني، ويمنحك مفتاح API شخصيًا لواجهة REST، ويُبقي اشتراكاتك أمام عينيك.`)
};

const en_xa2_landing_intro = /** @type {(inputs: Landing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.appName} šíĝñš ýóú íñ ƀý éɱáíļ, ĝíṽéš ýóú á þéŕšóñáļ ÁÞÍ ķéý ƒóŕ ţĥé ŔÉŠŢ ÁÞÍ, áñð ķééþš ýóúŕ šúƀšçŕíþţíóñš íñ ṽíéŵ. ···········································]`)
};

/**
* | output |
* | --- |
* | "{appName} signs you in by email, gives you a personal API key for the REST API, and keeps your subscriptions in view." |
*
* @param {Landing_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_intro = /** @type {((inputs: Landing_IntroInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_IntroInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_intro(inputs)
	if (locale === "ar") return ar_landing_intro(inputs)
	if (locale === "en-XA") return en_xa2_landing_intro(inputs)
	return en_landing_intro(inputs)
});