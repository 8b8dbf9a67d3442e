import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, days: NonNullable<unknown> }} Admin_Webhooks_SummaryInputs */

const en_admin_webhooks_summary = /** @type {(inputs: Admin_Webhooks_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} event from Polar in the last ${i?.days} days (UTC);`);
	return /** @type {LocalizedString} */ (`${i?.shown} events from Polar in the last ${i?.days} days (UTC);`)
	
};

const de_admin_webhooks_summary = /** @type {(inputs: Admin_Webhooks_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Ereignis von Polar in den letzten ${i?.days} Tagen (UTC);`);
	return /** @type {LocalizedString} */ (`${i?.shown} Ereignisse von Polar in den letzten ${i?.days} Tagen (UTC);`)
	
};

const ar_admin_webhooks_summary = /** @type {(inputs: Admin_Webhooks_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا توجد أحداث من Polar في آخر ${i?.days} يومًا (UTC)؛`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`حدث واحد من Polar في آخر ${i?.days} يومًا (UTC)؛`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`حدثان من Polar في آخر ${i?.days} يومًا (UTC)؛`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} أحداث من Polar في آخر ${i?.days} يومًا (UTC)؛`);
	return /** @type {LocalizedString} */ (`${i?.shown} حدثًا من Polar في آخر ${i?.days} يومًا (UTC)؛`)
	
};

const en_xa2_admin_webhooks_summary = /** @type {(inputs: Admin_Webhooks_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţ ƒŕóɱ Þóļáŕ íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ); ·················]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţš ƒŕóɱ Þóļáŕ íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ); ·················]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} event from Polar in the last {days} days (UTC);" |
* | * | "{shown} events from Polar in the last {days} days (UTC);" |
*
* @param {Admin_Webhooks_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhooks_summary = /** @type {((inputs: Admin_Webhooks_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhooks_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_webhooks_summary(inputs)
	if (locale === "ar") return ar_admin_webhooks_summary(inputs)
	if (locale === "en-XA") return en_xa2_admin_webhooks_summary(inputs)
	return en_admin_webhooks_summary(inputs)
});