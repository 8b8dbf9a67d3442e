import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Reset_SentInputs */

const en_password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account with a password uses this address, a link to choose a new password is on its way. It works once and expires in an hour.`)
};

const de_password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn ein Konto mit Passwort diese Adresse verwendet, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er funktioniert einmal und läuft nach einer Stunde ab.`)
};

const ar_password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا كان هناك حساب بكلمة مرور يستخدم هذا العنوان، فإن رابطًا لاختيار كلمة مرور جديدة في طريقه إليك. يعمل مرة واحدة وتنتهي صلاحيته خلال ساعة.`)
};

const en_xa2_password_reset_sent = /** @type {(inputs: Password_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íƒ áñ áççóúñţ ŵíţĥ á þáššŵóŕð úšéš ţĥíš áððŕéšš, á ļíñķ ţó çĥóóšé á ñéŵ þáššŵóŕð íš óñ íţš ŵáý. Íţ ŵóŕķš óñçé áñð éẋþíŕéš íñ áñ ĥóúŕ. ·····················································]`)
};

/**
* | output |
* | --- |
* | "If an account with a password uses this address, a link to choose a new password is on its way. It works once and expires in an hour." |
*
* @param {Password_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const password_reset_sent = /** @type {((inputs?: Password_Reset_SentInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Reset_SentInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_password_reset_sent(inputs)
	if (locale === "ar") return ar_password_reset_sent(inputs)
	if (locale === "en-XA") return en_xa2_password_reset_sent(inputs)
	return en_password_reset_sent(inputs)
});