import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ address: NonNullable<unknown> }} Login_Inbox_Sent_ToInputs */

const en_login_inbox_sent_to = /** @type {(inputs: Login_Inbox_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a sign-in link to ${i?.address}. It works once and expires in 5 minutes. You can open it in any tab of this browser: this page goes on by itself.`)
};

const de_login_inbox_sent_to = /** @type {(inputs: Login_Inbox_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen Anmeldelink an ${i?.address} gesendet. Er funktioniert einmal und läuft nach 5 Minuten ab. Sie können ihn in jedem Tab dieses Browsers öffnen: Diese Seite macht dann von selbst weiter.`)
};

const ar_login_inbox_sent_to = /** @type {(inputs: Login_Inbox_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسلنا رابط تسجيل الدخول إلى ${i?.address}. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 5 دقائق. يمكنك فتحه في أي علامة تبويب في هذا المتصفح: ستتابع هذه الصفحة من تلقاء نفسها.`)
};

const en_xa2_login_inbox_sent_to = /** @type {(inputs: Login_Inbox_Sent_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé šéñţ á šíĝñ-íñ ļíñķ ţó ${i?.address}. Íţ ŵóŕķš óñçé áñð éẋþíŕéš íñ 5 ɱíñúţéš. Ýóú çáñ óþéñ íţ íñ áñý ţáƀ óƒ ţĥíš ƀŕóŵšéŕ: ţĥíš þáĝé ĝóéš óñ ƀý íţšéļƒ. ························································]`)
};

/**
* | output |
* | --- |
* | "We sent a sign-in link to {address}. It works once and expires in 5 minutes. You can open it in any tab of this browser: this page goes on by itself." |
*
* @param {Login_Inbox_Sent_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_inbox_sent_to = /** @type {((inputs: Login_Inbox_Sent_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Inbox_Sent_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_inbox_sent_to(inputs)
	if (locale === "ar") return ar_login_inbox_sent_to(inputs)
	if (locale === "en-XA") return en_xa2_login_inbox_sent_to(inputs)
	return en_login_inbox_sent_to(inputs)
});