import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown>, owners: NonNullable<unknown> }} Org_Plan_Owners_AskInputs */

const en_org_plan_owners_ask = /** @type {(inputs: Org_Plan_Owners_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only an owner of ${i?.organization} can choose or change its plan: ask ${i?.owners}.`)
};

const de_org_plan_owners_ask = /** @type {(inputs: Org_Plan_Owners_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur ein Inhaber von ${i?.organization} kann den Tarif wählen oder ändern: Fragen Sie ${i?.owners}.`)
};

const ar_org_plan_owners_ask = /** @type {(inputs: Org_Plan_Owners_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا يستطيع اختيار خطة ${i?.organization} أو تغييرها إلا أحد مالكيها: اسأل ${i?.owners}.`)
};

const en_xa2_org_plan_owners_ask = /** @type {(inputs: Org_Plan_Owners_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óñļý áñ óŵñéŕ óƒ ${i?.organization} çáñ çĥóóšé óŕ çĥáñĝé íţš þļáñ: ášķ ${i?.owners}. ······················]`)
};

/**
* | output |
* | --- |
* | "Only an owner of {organization} can choose or change its plan: ask {owners}." |
*
* @param {Org_Plan_Owners_AskInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_plan_owners_ask = /** @type {((inputs: Org_Plan_Owners_AskInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Plan_Owners_AskInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_plan_owners_ask(inputs)
	if (locale === "ar") return ar_org_plan_owners_ask(inputs)
	if (locale === "en-XA") return en_xa2_org_plan_owners_ask(inputs)
	return en_org_plan_owners_ask(inputs)
});