import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, days: NonNullable<unknown> }} Admin_Api_Calls_SummaryInputs */

const en_admin_api_calls_summary = /** @type {(inputs: Admin_Api_Calls_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} call with API keys in the last ${i?.days} days (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} calls with API keys in the last ${i?.days} days (UTC).`)
	
};

const de_admin_api_calls_summary = /** @type {(inputs: Admin_Api_Calls_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Aufruf mit API-Schlüsseln in den letzten ${i?.days} Tagen (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} Aufrufe mit API-Schlüsseln in den letzten ${i?.days} Tagen (UTC).`)
	
};

const ar_admin_api_calls_summary = /** @type {(inputs: Admin_Api_Calls_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا توجد استدعاءات بمفاتيح API في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`استدعاء واحد بمفاتيح API في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`استدعاءان بمفاتيح API في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} استدعاءات بمفاتيح API في آخر ${i?.days} يومًا (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} استدعاءً بمفاتيح API في آخر ${i?.days} يومًا (UTC).`)
	
};

const en_xa2_admin_api_calls_summary = /** @type {(inputs: Admin_Api_Calls_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çáļļ ŵíţĥ ÁÞÍ ķéýš íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ). ··················]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çáļļš ŵíţĥ ÁÞÍ ķéýš íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ). ··················]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} call with API keys in the last {days} days (UTC)." |
* | * | "{shown} calls with API keys in the last {days} days (UTC)." |
*
* @param {Admin_Api_Calls_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_api_calls_summary = /** @type {((inputs: Admin_Api_Calls_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Api_Calls_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_api_calls_summary(inputs)
	if (locale === "ar") return ar_admin_api_calls_summary(inputs)
	if (locale === "en-XA") return en_xa2_admin_api_calls_summary(inputs)
	return en_admin_api_calls_summary(inputs)
});