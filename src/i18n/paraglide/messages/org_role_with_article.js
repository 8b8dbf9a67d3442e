import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Org_Role_With_ArticleInputs */

const en_org_role_with_article = /** @type {(inputs: Org_Role_With_ArticleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`an owner`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`an admin`);
	return /** @type {LocalizedString} */ (`a member`)
	
};

const de_org_role_with_article = /** @type {(inputs: Org_Role_With_ArticleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`Inhaber`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`Admin`);
	return /** @type {LocalizedString} */ (`Mitglied`)
	
};

const ar_org_role_with_article = /** @type {(inputs: Org_Role_With_ArticleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`مالك`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`مشرف`);
	return /** @type {LocalizedString} */ (`عضو`)
	
};

const en_xa2_org_role_with_article = /** @type {(inputs: Org_Role_With_ArticleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`[áñ óŵñéŕ ···]`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`[áñ áðɱíñ ···]`);
	return /** @type {LocalizedString} */ (`[á ɱéɱƀéŕ ···]`)
	
};

/**
* | role | output |
* | --- | --- |
* | "owner" | "an owner" |
* | "admin" | "an admin" |
* | * | "a member" |
*
* @param {Org_Role_With_ArticleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_with_article = /** @type {((inputs: Org_Role_With_ArticleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_With_ArticleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_role_with_article(inputs)
	if (locale === "ar") return ar_org_role_with_article(inputs)
	if (locale === "en-XA") return en_xa2_org_role_with_article(inputs)
	return en_org_role_with_article(inputs)
});