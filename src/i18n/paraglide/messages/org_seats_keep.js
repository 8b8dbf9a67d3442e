import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_KeepInputs */

const en_org_seats_keep = /** @type {(inputs: Org_Seats_KeepInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Keep ${i?.count} seat`);
	return /** @type {LocalizedString} */ (`Keep ${i?.count} seats`)
	
};

const de_org_seats_keep = /** @type {(inputs: Org_Seats_KeepInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Platz behalten`);
	return /** @type {LocalizedString} */ (`${i?.count} Plätze behalten`)
	
};

const ar_org_seats_keep = /** @type {(inputs: Org_Seats_KeepInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`الإبقاء على مقعد واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`الإبقاء على مقعدين`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`الإبقاء على ${i?.count} مقاعد`);
	return /** @type {LocalizedString} */ (`الإبقاء على ${i?.count} مقعدًا`)
	
};

const en_xa2_org_seats_keep = /** @type {(inputs: Org_Seats_KeepInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ķééþ ${i?.count} šéáţ ····]`);
	return /** @type {LocalizedString} */ (`[Ķééþ ${i?.count} šéáţš ····]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Keep {count} seat" |
* | * | "Keep {count} seats" |
*
* @param {Org_Seats_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_keep = /** @type {((inputs: Org_Seats_KeepInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_KeepInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_keep(inputs)
	if (locale === "ar") return ar_org_seats_keep(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_keep(inputs)
	return en_org_seats_keep(inputs)
});