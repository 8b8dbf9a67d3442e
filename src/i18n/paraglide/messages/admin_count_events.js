import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Admin_Count_EventsInputs */

const en_admin_count_events = /** @type {(inputs: Admin_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} event`);
	return /** @type {LocalizedString} */ (`${i?.shown} events`)
	
};

const de_admin_count_events = /** @type {(inputs: Admin_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Ereignis`);
	return /** @type {LocalizedString} */ (`${i?.shown} Ereignisse`)
	
};

const ar_admin_count_events = /** @type {(inputs: Admin_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا أحداث`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`حدث واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`حدثان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} أحداث`);
	return /** @type {LocalizedString} */ (`${i?.shown} حدثًا`)
	
};

const en_xa2_admin_count_events = /** @type {(inputs: Admin_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţ ··]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţš ···]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} event" |
* | * | "{shown} events" |
*
* @param {Admin_Count_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_count_events = /** @type {((inputs: Admin_Count_EventsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Count_EventsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_count_events(inputs)
	if (locale === "ar") return ar_admin_count_events(inputs)
	if (locale === "en-XA") return en_xa2_admin_count_events(inputs)
	return en_admin_count_events(inputs)
});