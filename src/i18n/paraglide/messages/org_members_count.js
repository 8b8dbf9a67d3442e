import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, organization: NonNullable<unknown> }} Org_Members_CountInputs */

const en_org_members_count = /** @type {(inputs: Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} person in ${i?.organization}`);
	return /** @type {LocalizedString} */ (`${i?.count} people in ${i?.organization}`)
	
};

const de_org_members_count = /** @type {(inputs: Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Person in ${i?.organization}`);
	return /** @type {LocalizedString} */ (`${i?.count} Personen in ${i?.organization}`)
	
};

const ar_org_members_count = /** @type {(inputs: Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`شخص واحد في ${i?.organization}`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`شخصان في ${i?.organization}`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} أشخاص في ${i?.organization}`);
	return /** @type {LocalizedString} */ (`${i?.count} شخصًا في ${i?.organization}`)
	
};

const en_xa2_org_members_count = /** @type {(inputs: Org_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þéŕšóñ íñ ${i?.organization} ····]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þéóþļé íñ ${i?.organization} ····]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} person in {organization}" |
* | * | "{count} people in {organization}" |
*
* @param {Org_Members_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_members_count = /** @type {((inputs: Org_Members_CountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Members_CountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_members_count(inputs)
	if (locale === "ar") return ar_org_members_count(inputs)
	if (locale === "en-XA") return en_xa2_org_members_count(inputs)
	return en_org_members_count(inputs)
});