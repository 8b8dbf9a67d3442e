import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Settings_Delete_Plan_OneInputs */

const en_settings_delete_plan_one = /** @type {(inputs: Settings_Delete_Plan_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan is cancelled at the payment provider as the account goes: it ends at once, not at the end of the period you paid for, and nothing more is charged.`)
};

const de_settings_delete_plan_one = /** @type {(inputs: Settings_Delete_Plan_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Tarif ${i?.plan} wird mit dem Konto beim Zahlungsanbieter gekündigt: Er endet sofort, nicht erst am Ende des bezahlten Zeitraums, und es wird nichts mehr berechnet.`)
};

const ar_settings_delete_plan_one = /** @type {(inputs: Settings_Delete_Plan_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُلغى خطتك ${i?.plan} لدى مزوّد الدفع مع حذف الحساب: تنتهي فورًا، لا في نهاية الفترة التي دفعت عنها، ولن يُحصَّل أي مبلغ آخر.`)
};

const en_xa2_settings_delete_plan_one = /** @type {(inputs: Settings_Delete_Plan_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ${i?.plan} þļáñ íš çáñçéļļéð áţ ţĥé þáýɱéñţ þŕóṽíðéŕ áš ţĥé áççóúñţ ĝóéš: íţ éñðš áţ óñçé, ñóţ áţ ţĥé éñð óƒ ţĥé þéŕíóð ýóú þáíð ƒóŕ, áñð ñóţĥíñĝ ɱóŕé íš çĥáŕĝéð. ·······························································]`)
};

/**
* | output |
* | --- |
* | "Your {plan} plan is cancelled at the payment provider as the account goes: it ends at once, not at the end of the period you paid for, and nothing more is ch..." |
*
* @param {Settings_Delete_Plan_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_delete_plan_one = /** @type {((inputs: Settings_Delete_Plan_OneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Plan_OneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_delete_plan_one(inputs)
	if (locale === "ar") return ar_settings_delete_plan_one(inputs)
	if (locale === "en-XA") return en_xa2_settings_delete_plan_one(inputs)
	return en_settings_delete_plan_one(inputs)
});