import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_NowInputs */

const en_org_seats_now = /** @type {(inputs: Org_Seats_NowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} seat now.`);
	return /** @type {LocalizedString} */ (`${i?.count} seats now.`)
	
};

const de_org_seats_now = /** @type {(inputs: Org_Seats_NowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Jetzt ${i?.count} Platz.`);
	return /** @type {LocalizedString} */ (`Jetzt ${i?.count} Plätze.`)
	
};

const ar_org_seats_now = /** @type {(inputs: Org_Seats_NowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`الآن مقعد واحد.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`الآن مقعدان.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`الآن ${i?.count} مقاعد.`);
	return /** @type {LocalizedString} */ (`الآن ${i?.count} مقعدًا.`)
	
};

const en_xa2_org_seats_now = /** @type {(inputs: Org_Seats_NowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} šéáţ ñóŵ. ····]`);
	return /** @type {LocalizedString} */ (`[${i?.count} šéáţš ñóŵ. ····]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} seat now." |
* | * | "{count} seats now." |
*
* @param {Org_Seats_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_now = /** @type {((inputs: Org_Seats_NowInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_NowInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_now(inputs)
	if (locale === "ar") return ar_org_seats_now(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_now(inputs)
	return en_org_seats_now(inputs)
});