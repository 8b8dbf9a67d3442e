import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Webhook_Inbox_TextInputs */

const en_admin_webhook_inbox_text = /** @type {(inputs: Admin_Webhook_Inbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every signed event Polar sent, once by its id. A failed event is retried with each scheduled reconciliation, up to 20 attempts; Replay applies a failed or ignored one again now, exactly as a delivery would.`)
};

const de_admin_webhook_inbox_text = /** @type {(inputs: Admin_Webhook_Inbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes signierte Ereignis, das Polar gesendet hat, einmal pro ID. Ein fehlgeschlagenes Ereignis wird bei jedem geplanten Abgleich erneut versucht, bis zu 20 Versuche; „Erneut anwenden“ wendet ein fehlgeschlagenes oder ignoriertes sofort wieder an, genau wie eine Zustellung.`)
};

const ar_admin_webhook_inbox_text = /** @type {(inputs: Admin_Webhook_Inbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل حدث موقّع أرسله Polar، مرة واحدة لكل معرّف. يُعاد محاولة الحدث الفاشل مع كل مطابقة مجدولة، حتى 20 محاولة؛ و«إعادة التطبيق» تطبّق الحدث الفاشل أو المتجاهل مرة أخرى الآن، تمامًا كما يفعل التسليم.`)
};

const en_xa2_admin_webhook_inbox_text = /** @type {(inputs: Admin_Webhook_Inbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šíĝñéð éṽéñţ Þóļáŕ šéñţ, óñçé ƀý íţš íð. Á ƒáíļéð éṽéñţ íš ŕéţŕíéð ŵíţĥ éáçĥ šçĥéðúļéð ŕéçóñçíļíáţíóñ, úþ ţó 20 áţţéɱþţš; Ŕéþļáý áþþļíéš á ƒáíļéð óŕ íĝñóŕéð óñé áĝáíñ ñóŵ, éẋáçţļý áš á ðéļíṽéŕý ŵóúļð. ··················································································]`)
};

/**
* | output |
* | --- |
* | "Every signed event Polar sent, once by its id. A failed event is retried with each scheduled reconciliation, up to 20 attempts; Replay applies a failed or ig..." |
*
* @param {Admin_Webhook_Inbox_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhook_inbox_text = /** @type {((inputs?: Admin_Webhook_Inbox_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhook_Inbox_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_webhook_inbox_text(inputs)
	if (locale === "ar") return ar_admin_webhook_inbox_text(inputs)
	if (locale === "en-XA") return en_xa2_admin_webhook_inbox_text(inputs)
	return en_admin_webhook_inbox_text(inputs)
});