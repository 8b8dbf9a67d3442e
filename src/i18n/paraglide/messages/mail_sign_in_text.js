import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Mail_Sign_In_TextInputs */

const en_mail_sign_in_text = /** @type {(inputs: Mail_Sign_In_TextInputs) => LocalizedString} */ (i) => {
	const minutesPlural = registry.plural("en", i?.minutes, {});return /** @type {LocalizedString} */ (`Use the button below, then press Sign in on the page it opens. The link works once and expires in ${i?.minutes} minutes.`)
};

const de_mail_sign_in_text = /** @type {(inputs: Mail_Sign_In_TextInputs) => LocalizedString} */ (i) => {
	const minutesPlural = registry.plural("de", i?.minutes, {});return /** @type {LocalizedString} */ (`Verwenden Sie die Schaltfläche unten und drücken Sie dann auf der geöffneten Seite auf „Anmelden“. Der Link funktioniert einmal und läuft nach ${i?.minutes} Minuten ab.`)
};

const ar_mail_sign_in_text = /** @type {(inputs: Mail_Sign_In_TextInputs) => LocalizedString} */ (i) => {const minutesPlural = registry.plural("ar", i?.minutes, {});
	if (minutesPlural === "one") return /** @type {LocalizedString} */ (`استخدم الزر أدناه، ثم اضغط على «تسجيل الدخول» في الصفحة التي تفتح. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال دقيقة واحدة.`);
	if (minutesPlural === "two") return /** @type {LocalizedString} */ (`استخدم الزر أدناه، ثم اضغط على «تسجيل الدخول» في الصفحة التي تفتح. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال دقيقتين.`);
	if (minutesPlural === "few") return /** @type {LocalizedString} */ (`استخدم الزر أدناه، ثم اضغط على «تسجيل الدخول» في الصفحة التي تفتح. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${i?.minutes} دقائق.`);
	return /** @type {LocalizedString} */ (`استخدم الزر أدناه، ثم اضغط على «تسجيل الدخول» في الصفحة التي تفتح. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${i?.minutes} دقيقة.`)
	
};

const en_xa2_mail_sign_in_text = /** @type {(inputs: Mail_Sign_In_TextInputs) => LocalizedString} */ (i) => {
	const minutesPlural = registry.plural("en-XA", i?.minutes, {});return /** @type {LocalizedString} */ (`[Úšé ţĥé ƀúţţóñ ƀéļóŵ, ţĥéñ þŕéšš Šíĝñ íñ óñ ţĥé þáĝé íţ óþéñš. Ţĥé ļíñķ ŵóŕķš óñçé áñð éẋþíŕéš íñ ${i?.minutes} ɱíñúţéš. ···········································]`)
};

/**
* | output |
* | --- |
* | "Use the button below, then press Sign in on the page it opens. The link works once and expires in {minutes} minutes." |
*
* @param {Mail_Sign_In_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_text = /** @type {((inputs: Mail_Sign_In_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_sign_in_text(inputs)
	if (locale === "ar") return ar_mail_sign_in_text(inputs)
	if (locale === "en-XA") return en_xa2_mail_sign_in_text(inputs)
	return en_mail_sign_in_text(inputs)
});