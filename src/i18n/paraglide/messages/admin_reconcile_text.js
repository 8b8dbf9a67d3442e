import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reconcile_TextInputs */

const en_admin_reconcile_text = /** @type {(inputs: Admin_Reconcile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Re-reads subscriptions from Polar and corrects what a lost webhook left behind, for every customer with a subscription that is not over, or for one customer from its row below. The server does it a customer at a time; the progress shows here.`)
};

const de_admin_reconcile_text = /** @type {(inputs: Admin_Reconcile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liest die Abonnements erneut von Polar und korrigiert, was ein verlorener Webhook hinterlassen hat, für jeden Kunden mit einem laufenden Abonnement oder für einen Kunden über seine Zeile unten. Der Server arbeitet einen Kunden nach dem anderen ab; der Fortschritt erscheint hier.`)
};

const ar_admin_reconcile_text = /** @type {(inputs: Admin_Reconcile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يعيد قراءة الاشتراكات من Polar ويصحّح ما خلّفه خطاف ويب مفقود، لكل عميل لديه اشتراك لم ينتهِ، أو لعميل واحد من صفّه أدناه. يعالج الخادم عميلًا تلو الآخر؛ ويظهر التقدّم هنا.`)
};

const en_xa2_admin_reconcile_text = /** @type {(inputs: Admin_Reconcile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕé-ŕéáðš šúƀšçŕíþţíóñš ƒŕóɱ Þóļáŕ áñð çóŕŕéçţš ŵĥáţ á ļóšţ ŵéƀĥóóķ ļéƒţ ƀéĥíñð, ƒóŕ éṽéŕý çúšţóɱéŕ ŵíţĥ á šúƀšçŕíþţíóñ ţĥáţ íš ñóţ óṽéŕ, óŕ ƒóŕ óñé çúšţóɱéŕ ƒŕóɱ íţš ŕóŵ ƀéļóŵ. Ţĥé šéŕṽéŕ ðóéš íţ á çúšţóɱéŕ áţ á ţíɱé; ţĥé þŕóĝŕéšš šĥóŵš ĥéŕé. ·································································································]`)
};

/**
* | output |
* | --- |
* | "Re-reads subscriptions from Polar and corrects what a lost webhook left behind, for every customer with a subscription that is not over, or for one customer ..." |
*
* @param {Admin_Reconcile_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_reconcile_text = /** @type {((inputs?: Admin_Reconcile_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reconcile_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_reconcile_text(inputs)
	if (locale === "ar") return ar_admin_reconcile_text(inputs)
	if (locale === "en-XA") return en_xa2_admin_reconcile_text(inputs)
	return en_admin_reconcile_text(inputs)
});