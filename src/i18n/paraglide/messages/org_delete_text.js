import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Delete_TextInputs */

const en_org_delete_text = /** @type {(inputs: Org_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends its subscriptions, revokes its API key and removes its members, teams and invitations. This cannot be undone.`)
};

const de_org_delete_text = /** @type {(inputs: Org_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beendet ihre Abonnements, widerruft ihren API-Schlüssel und entfernt ihre Mitglieder, Teams und Einladungen. Das lässt sich nicht rückgängig machen.`)
};

const ar_org_delete_text = /** @type {(inputs: Org_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ينهي اشتراكاتها، ويلغي مفتاح API الخاص بها، ويزيل أعضاءها وفرقها ودعواتها. لا يمكن التراجع عن ذلك.`)
};

const en_xa2_org_delete_text = /** @type {(inputs: Org_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñðš íţš šúƀšçŕíþţíóñš, ŕéṽóķéš íţš ÁÞÍ ķéý áñð ŕéɱóṽéš íţš ɱéɱƀéŕš, ţéáɱš áñð íñṽíţáţíóñš. Ţĥíš çáññóţ ƀé úñðóñé. ··············································]`)
};

/**
* | output |
* | --- |
* | "Ends its subscriptions, revokes its API key and removes its members, teams and invitations. This cannot be undone." |
*
* @param {Org_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_delete_text = /** @type {((inputs?: Org_Delete_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_delete_text(inputs)
	if (locale === "ar") return ar_org_delete_text(inputs)
	if (locale === "en-XA") return en_xa2_org_delete_text(inputs)
	return en_org_delete_text(inputs)
});