import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plans: NonNullable<unknown>, last: NonNullable<unknown> }} Settings_Delete_Plan_ManyInputs */

const en_settings_delete_plan_many = /** @type {(inputs: Settings_Delete_Plan_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plans} and ${i?.last} plans are cancelled at the payment provider as the account goes: they end at once, not at the end of the period you paid for, and nothing more is charged.`)
};

const de_settings_delete_plan_many = /** @type {(inputs: Settings_Delete_Plan_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Tarife ${i?.plans} und ${i?.last} werden mit dem Konto beim Zahlungsanbieter gekündigt: Sie enden sofort, nicht erst am Ende des bezahlten Zeitraums, und es wird nichts mehr berechnet.`)
};

const ar_settings_delete_plan_many = /** @type {(inputs: Settings_Delete_Plan_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُلغى خططك ${i?.plans} و${i?.last} لدى مزوّد الدفع مع حذف الحساب: تنتهي فورًا، لا في نهاية الفترة التي دفعت عنها، ولن يُحصَّل أي مبلغ آخر.`)
};

const en_xa2_settings_delete_plan_many = /** @type {(inputs: Settings_Delete_Plan_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ${i?.plans} áñð ${i?.last} þļáñš áŕé çáñçéļļéð áţ ţĥé þáýɱéñţ þŕóṽíðéŕ áš ţĥé áççóúñţ ĝóéš: ţĥéý éñð áţ óñçé, ñóţ áţ ţĥé éñð óƒ ţĥé þéŕíóð ýóú þáíð ƒóŕ, áñð ñóţĥíñĝ ɱóŕé íš çĥáŕĝéð. ··································································]`)
};

/**
* | output |
* | --- |
* | "Your {plans} and {last} plans are cancelled at the payment provider as the account goes: they end at once, not at the end of the period you paid for, and not..." |
*
* @param {Settings_Delete_Plan_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_plan_many = /** @type {((inputs: Settings_Delete_Plan_ManyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Plan_ManyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_plan_many(inputs)
	if (locale === "ar") return ar_settings_delete_plan_many(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_plan_many(inputs)
	return en_settings_delete_plan_many(inputs)
});