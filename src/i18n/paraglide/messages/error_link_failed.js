import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Link_FailedInputs */

const en_error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That link did not work: it was used already, has expired or is incomplete. If someone else is in your account, sign in and sign out your other sessions in Settings → Sessions.`)
};

const de_error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link hat nicht funktioniert: Er wurde schon verwendet, ist abgelaufen oder unvollständig. Wenn jemand anderes in Ihrem Konto ist, melden Sie sich an und melden Sie Ihre anderen Sitzungen unter Einstellungen → Sitzungen ab.`)
};

const ar_error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يعمل هذا الرابط: فقد استُخدم من قبل، أو انتهت صلاحيته، أو أنه غير مكتمل. إن كان شخص آخر في حسابك، فسجّل الدخول وأنهِ جلساتك الأخرى من الإعدادات ← الجلسات.`)
};

const en_xa2_error_link_failed = /** @type {(inputs: Error_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ļíñķ ðíð ñóţ ŵóŕķ: íţ ŵáš úšéð áļŕéáðý, ĥáš éẋþíŕéð óŕ íš íñçóɱþļéţé. Íƒ šóɱéóñé éļšé íš íñ ýóúŕ áççóúñţ, šíĝñ íñ áñð šíĝñ óúţ ýóúŕ óţĥéŕ šéššíóñš íñ Šéţţíñĝš → Šéššíóñš. ······································································]`)
};

/**
* | output |
* | --- |
* | "That link did not work: it was used already, has expired or is incomplete. If someone else is in your account, sign in and sign out your other sessions in Se..." |
*
* @param {Error_Link_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_link_failed = /** @type {((inputs?: Error_Link_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Link_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_link_failed(inputs)
	if (locale === "ar") return ar_error_link_failed(inputs)
	if (locale === "en-XA") return en_xa2_error_link_failed(inputs)
	return en_error_link_failed(inputs)
});