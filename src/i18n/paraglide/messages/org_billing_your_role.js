import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Org_Billing_Your_RoleInputs */

const en_org_billing_your_role = /** @type {(inputs: Org_Billing_Your_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`Your role is owner.`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`Your role is admin.`);
	return /** @type {LocalizedString} */ (`Your role is member.`)
	
};

const de_org_billing_your_role = /** @type {(inputs: Org_Billing_Your_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`Ihre Rolle ist Inhaber.`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`Ihre Rolle ist Admin.`);
	return /** @type {LocalizedString} */ (`Ihre Rolle ist Mitglied.`)
	
};

const ar_org_billing_your_role = /** @type {(inputs: Org_Billing_Your_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`دورك هو مالك.`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`دورك هو مشرف.`);
	return /** @type {LocalizedString} */ (`دورك هو عضو.`)
	
};

const en_xa2_org_billing_your_role = /** @type {(inputs: Org_Billing_Your_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`[Ýóúŕ ŕóļé íš óŵñéŕ. ········]`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`[Ýóúŕ ŕóļé íš áðɱíñ. ········]`);
	return /** @type {LocalizedString} */ (`[Ýóúŕ ŕóļé íš ɱéɱƀéŕ. ········]`)
	
};

/**
* | role | output |
* | --- | --- |
* | "owner" | "Your role is owner." |
* | "admin" | "Your role is admin." |
* | * | "Your role is member." |
*
* @param {Org_Billing_Your_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_billing_your_role = /** @type {((inputs: Org_Billing_Your_RoleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Billing_Your_RoleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_billing_your_role(inputs)
	if (locale === "ar") return ar_org_billing_your_role(inputs)
	if (locale === "en-XA") return en_xa2_org_billing_your_role(inputs)
	return en_org_billing_your_role(inputs)
});