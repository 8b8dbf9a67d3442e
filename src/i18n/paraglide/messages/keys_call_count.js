import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, calls: NonNullable<unknown> }} Keys_Call_CountInputs */

const en_keys_call_count = /** @type {(inputs: Keys_Call_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.calls} call`);
	return /** @type {LocalizedString} */ (`${i?.calls} calls`)
	
};

const de_keys_call_count = /** @type {(inputs: Keys_Call_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.calls} Aufruf`);
	return /** @type {LocalizedString} */ (`${i?.calls} Aufrufe`)
	
};

const ar_keys_call_count = /** @type {(inputs: Keys_Call_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`${i?.calls} طلب`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`طلب واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`طلبان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.calls} طلبات`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.calls} طلبًا`);
	return /** @type {LocalizedString} */ (`${i?.calls} طلب`)
	
};

const en_xa2_keys_call_count = /** @type {(inputs: Keys_Call_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.calls} çáļļ ··]`);
	return /** @type {LocalizedString} */ (`[${i?.calls} çáļļš ··]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{calls} call" |
* | * | "{calls} calls" |
*
* @param {Keys_Call_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_call_count = /** @type {((inputs: Keys_Call_CountInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Call_CountInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_call_count(inputs)
	if (locale === "ar") return ar_keys_call_count(inputs)
	if (locale === "en-XA") return en_xa2_keys_call_count(inputs)
	return en_keys_call_count(inputs)
});