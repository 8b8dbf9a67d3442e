import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Leave_Confirm_TextInputs */

const en_org_leave_confirm_text = /** @type {(inputs: Org_Leave_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You lose access to its members, teams, plan and API key at once. To come back, someone has to invite you again.`)
};

const de_org_leave_confirm_text = /** @type {(inputs: Org_Leave_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie verlieren sofort den Zugriff auf ihre Mitglieder, Teams, den Tarif und den API-Schlüssel. Um zurückzukommen, muss Sie jemand erneut einladen.`)
};

const ar_org_leave_confirm_text = /** @type {(inputs: Org_Leave_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تفقد فورًا الوصول إلى أعضائها وفرقها وخطتها ومفتاح API الخاص بها. للعودة، يجب أن يدعوك أحدهم مرة أخرى.`)
};

const en_xa2_org_leave_confirm_text = /** @type {(inputs: Org_Leave_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ļóšé áççéšš ţó íţš ɱéɱƀéŕš, ţéáɱš, þļáñ áñð ÁÞÍ ķéý áţ óñçé. Ţó çóɱé ƀáçķ, šóɱéóñé ĥáš ţó íñṽíţé ýóú áĝáíñ. ············································]`)
};

/**
* | output |
* | --- |
* | "You lose access to its members, teams, plan and API key at once. To come back, someone has to invite you again." |
*
* @param {Org_Leave_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave_confirm_text = /** @type {((inputs?: Org_Leave_Confirm_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_Confirm_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_leave_confirm_text(inputs)
	if (locale === "ar") return ar_org_leave_confirm_text(inputs)
	if (locale === "en-XA") return en_xa2_org_leave_confirm_text(inputs)
	return en_org_leave_confirm_text(inputs)
});