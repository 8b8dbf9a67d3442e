import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Common_MinutesInputs */

const en_common_minutes = /** @type {(inputs: Common_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 minute`);
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
	
};

const de_common_minutes = /** @type {(inputs: Common_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Minute`);
	return /** @type {LocalizedString} */ (`${i?.count} Minuten`)
	
};

const ar_common_minutes = /** @type {(inputs: Common_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`${i?.count} دقيقة`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`دقيقة واحدة`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`دقيقتين`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} دقائق`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} دقيقة`);
	return /** @type {LocalizedString} */ (`${i?.count} دقيقة`)
	
};

const en_xa2_common_minutes = /** @type {(inputs: Common_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[1 ɱíñúţé ···]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ɱíñúţéš ···]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 minute" |
* | * | "{count} minutes" |
*
* @param {Common_MinutesInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_minutes = /** @type {((inputs: Common_MinutesInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_MinutesInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_minutes(inputs)
	if (locale === "ar") return ar_common_minutes(inputs)
	if (locale === "en-XA") return en_xa2_common_minutes(inputs)
	return en_common_minutes(inputs)
});