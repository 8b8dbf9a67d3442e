import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Admin_Count_AccountsInputs */

const en_admin_count_accounts = /** @type {(inputs: Admin_Count_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} account`);
	return /** @type {LocalizedString} */ (`${i?.shown} accounts`)
	
};

const de_admin_count_accounts = /** @type {(inputs: Admin_Count_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Konto`);
	return /** @type {LocalizedString} */ (`${i?.shown} Konten`)
	
};

const ar_admin_count_accounts = /** @type {(inputs: Admin_Count_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا حسابات`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`حساب واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`حسابان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} حسابات`);
	return /** @type {LocalizedString} */ (`${i?.shown} حسابًا`)
	
};

const en_xa2_admin_count_accounts = /** @type {(inputs: Admin_Count_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} áççóúñţ ···]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} áççóúñţš ····]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} account" |
* | * | "{shown} accounts" |
*
* @param {Admin_Count_AccountsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_count_accounts = /** @type {((inputs: Admin_Count_AccountsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Count_AccountsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_count_accounts(inputs)
	if (locale === "ar") return ar_admin_count_accounts(inputs)
	if (locale === "en-XA") return en_xa2_admin_count_accounts(inputs)
	return en_admin_count_accounts(inputs)
});