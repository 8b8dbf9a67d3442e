import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_None_TextInputs */

const en_org_none_text = /** @type {(inputs: Org_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An organization has its own members and roles, teams, subscription and API key. Create one and invite people by email, or accept an invitation someone sent you.`)
};

const de_org_none_text = /** @type {(inputs: Org_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Organisation hat eigene Mitglieder und Rollen, Teams, ein Abonnement und einen API-Schlüssel. Erstellen Sie eine und laden Sie Personen per E-Mail ein, oder nehmen Sie eine Einladung an, die Ihnen jemand gesendet hat.`)
};

const ar_org_none_text = /** @type {(inputs: Org_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للمؤسسة أعضاؤها وأدوارها وفرقها واشتراكها ومفتاح API الخاص بها. أنشئ مؤسسة وادعُ الأشخاص عبر البريد الإلكتروني، أو اقبل دعوة أرسلها إليك أحدهم.`)
};

const en_xa2_org_none_text = /** @type {(inputs: Org_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ óŕĝáñížáţíóñ ĥáš íţš óŵñ ɱéɱƀéŕš áñð ŕóļéš, ţéáɱš, šúƀšçŕíþţíóñ áñð ÁÞÍ ķéý. Çŕéáţé óñé áñð íñṽíţé þéóþļé ƀý éɱáíļ, óŕ áççéþţ áñ íñṽíţáţíóñ šóɱéóñé šéñţ ýóú. ································································]`)
};

/**
* | output |
* | --- |
* | "An organization has its own members and roles, teams, subscription and API key. Create one and invite people by email, or accept an invitation someone sent you." |
*
* @param {Org_None_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_none_text = /** @type {((inputs?: Org_None_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_None_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_none_text(inputs)
	if (locale === "ar") return ar_org_none_text(inputs)
	if (locale === "en-XA") return en_xa2_org_none_text(inputs)
	return en_org_none_text(inputs)
});