import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_ThenInputs */

const en_org_seats_then = /** @type {(inputs: Org_Seats_ThenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The organization then has ${i?.count} seat.`);
	return /** @type {LocalizedString} */ (`The organization then has ${i?.count} seats.`)
	
};

const de_org_seats_then = /** @type {(inputs: Org_Seats_ThenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Die Organisation hat dann ${i?.count} Platz.`);
	return /** @type {LocalizedString} */ (`Die Organisation hat dann ${i?.count} Plätze.`)
	
};

const ar_org_seats_then = /** @type {(inputs: Org_Seats_ThenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`سيكون للمؤسسة حينها مقعد واحد.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`سيكون للمؤسسة حينها مقعدان.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`سيكون للمؤسسة حينها ${i?.count} مقاعد.`);
	return /** @type {LocalizedString} */ (`سيكون للمؤسسة حينها ${i?.count} مقعدًا.`)
	
};

const en_xa2_org_seats_then = /** @type {(inputs: Org_Seats_ThenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé óŕĝáñížáţíóñ ţĥéñ ĥáš ${i?.count} šéáţ. ·············]`);
	return /** @type {LocalizedString} */ (`[Ţĥé óŕĝáñížáţíóñ ţĥéñ ĥáš ${i?.count} šéáţš. ·············]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The organization then has {count} seat." |
* | * | "The organization then has {count} seats." |
*
* @param {Org_Seats_ThenInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_then = /** @type {((inputs: Org_Seats_ThenInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_ThenInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_then(inputs)
	if (locale === "ar") return ar_org_seats_then(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_then(inputs)
	return en_org_seats_then(inputs)
});