import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Admin_Webhooks_Failed_SummaryInputs */

const en_admin_webhooks_failed_summary = /** @type {(inputs: Admin_Webhooks_Failed_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} event has failed and not been applied since.`);
	return /** @type {LocalizedString} */ (`${i?.shown} events have failed and not been applied since.`)
	
};

const de_admin_webhooks_failed_summary = /** @type {(inputs: Admin_Webhooks_Failed_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Ereignis ist fehlgeschlagen und seitdem nicht angewendet.`);
	return /** @type {LocalizedString} */ (`${i?.shown} Ereignisse sind fehlgeschlagen und seitdem nicht angewendet.`)
	
};

const ar_admin_webhooks_failed_summary = /** @type {(inputs: Admin_Webhooks_Failed_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لم يفشل أي حدث.`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`فشل حدث واحد ولم يُطبّق منذ ذلك الحين.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`فشل حدثان ولم يُطبّقا منذ ذلك الحين.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`فشلت ${i?.shown} أحداث ولم تُطبّق منذ ذلك الحين.`);
	return /** @type {LocalizedString} */ (`فشل ${i?.shown} حدثًا ولم تُطبّق منذ ذلك الحين.`)
	
};

const en_xa2_admin_webhooks_failed_summary = /** @type {(inputs: Admin_Webhooks_Failed_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţ ĥáš ƒáíļéð áñð ñóţ ƀééñ áþþļíéð šíñçé. ··················]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} éṽéñţš ĥáṽé ƒáíļéð áñð ñóţ ƀééñ áþþļíéð šíñçé. ···················]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} event has failed and not been applied since." |
* | * | "{shown} events have failed and not been applied since." |
*
* @param {Admin_Webhooks_Failed_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_webhooks_failed_summary = /** @type {((inputs: Admin_Webhooks_Failed_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Webhooks_Failed_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_webhooks_failed_summary(inputs)
	if (locale === "ar") return ar_admin_webhooks_failed_summary(inputs)
	if (locale === "en-XA") return en_xa2_admin_webhooks_failed_summary(inputs)
	return en_admin_webhooks_failed_summary(inputs)
});