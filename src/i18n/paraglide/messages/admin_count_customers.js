import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Admin_Count_CustomersInputs */

const en_admin_count_customers = /** @type {(inputs: Admin_Count_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} customer`);
	return /** @type {LocalizedString} */ (`${i?.shown} customers`)
	
};

const de_admin_count_customers = /** @type {(inputs: Admin_Count_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Kunde`);
	return /** @type {LocalizedString} */ (`${i?.shown} Kunden`)
	
};

const ar_admin_count_customers = /** @type {(inputs: Admin_Count_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا عملاء`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`عميل واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`عميلين`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} عملاء`);
	return /** @type {LocalizedString} */ (`${i?.shown} عميلًا`)
	
};

const en_xa2_admin_count_customers = /** @type {(inputs: Admin_Count_CustomersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕ ····]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕš ····]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer" |
* | * | "{shown} customers" |
*
* @param {Admin_Count_CustomersInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_count_customers = /** @type {((inputs: Admin_Count_CustomersInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Count_CustomersInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_count_customers(inputs)
	if (locale === "ar") return ar_admin_count_customers(inputs)
	if (locale === "en-XA") return en_xa2_admin_count_customers(inputs)
	return en_admin_count_customers(inputs)
});