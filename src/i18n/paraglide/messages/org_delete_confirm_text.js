import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Org_Delete_Confirm_TextInputs */

const en_org_delete_confirm_text = /** @type {(inputs: Org_Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} is deleted for everyone: its subscriptions end at the payment provider, its API key stops working, and its members, teams and invitations are removed.`)
};

const de_org_delete_confirm_text = /** @type {(inputs: Org_Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} wird für alle gelöscht: Ihre Abonnements enden beim Zahlungsanbieter, ihr API-Schlüssel funktioniert nicht mehr, und ihre Mitglieder, Teams und Einladungen werden entfernt.`)
};

const ar_org_delete_confirm_text = /** @type {(inputs: Org_Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُحذف ${i?.organization} للجميع: تنتهي اشتراكاتها لدى مزوّد الدفع، ويتوقف مفتاح API الخاص بها عن العمل، وتُزال أعضاؤها وفرقها ودعواتها.`)
};

const en_xa2_org_delete_confirm_text = /** @type {(inputs: Org_Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization} íš ðéļéţéð ƒóŕ éṽéŕýóñé: íţš šúƀšçŕíþţíóñš éñð áţ ţĥé þáýɱéñţ þŕóṽíðéŕ, íţš ÁÞÍ ķéý šţóþš ŵóŕķíñĝ, áñð íţš ɱéɱƀéŕš, ţéáɱš áñð íñṽíţáţíóñš áŕé ŕéɱóṽéð. ····························································]`)
};

/**
* | output |
* | --- |
* | "{organization} is deleted for everyone: its subscriptions end at the payment provider, its API key stops working, and its members, teams and invitations are ..." |
*
* @param {Org_Delete_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_confirm_text = /** @type {((inputs: Org_Delete_Confirm_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_Confirm_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_delete_confirm_text(inputs)
	if (locale === "ar") return ar_org_delete_confirm_text(inputs)
	if (locale === "en-XA") return en_xa2_org_delete_confirm_text(inputs)
	return en_org_delete_confirm_text(inputs)
});