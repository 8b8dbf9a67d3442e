import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Common_SecondsInputs */

const en_common_seconds = /** @type {(inputs: Common_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 second`);
	return /** @type {LocalizedString} */ (`${i?.count} seconds`)
	
};

const de_common_seconds = /** @type {(inputs: Common_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Sekunde`);
	return /** @type {LocalizedString} */ (`${i?.count} Sekunden`)
	
};

const ar_common_seconds = /** @type {(inputs: Common_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`${i?.count} ثانية`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ثانية واحدة`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`ثانيتين`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} ثوانٍ`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} ثانية`);
	return /** @type {LocalizedString} */ (`${i?.count} ثانية`)
	
};

const en_xa2_common_seconds = /** @type {(inputs: Common_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[1 šéçóñð ···]`);
	return /** @type {LocalizedString} */ (`[${i?.count} šéçóñðš ···]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 second" |
* | * | "{count} seconds" |
*
* @param {Common_SecondsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_seconds = /** @type {((inputs: Common_SecondsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_SecondsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_seconds(inputs)
	if (locale === "ar") return ar_common_seconds(inputs)
	if (locale === "en-XA") return en_xa2_common_seconds(inputs)
	return en_common_seconds(inputs)
});