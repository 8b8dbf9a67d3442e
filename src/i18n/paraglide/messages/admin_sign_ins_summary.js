import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, days: NonNullable<unknown> }} Admin_Sign_Ins_SummaryInputs */

const en_admin_sign_ins_summary = /** @type {(inputs: Admin_Sign_Ins_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} sign-in in the last ${i?.days} days (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} sign-ins in the last ${i?.days} days (UTC).`)
	
};

const de_admin_sign_ins_summary = /** @type {(inputs: Admin_Sign_Ins_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Anmeldung in den letzten ${i?.days} Tagen (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} Anmeldungen in den letzten ${i?.days} Tagen (UTC).`)
	
};

const ar_admin_sign_ins_summary = /** @type {(inputs: Admin_Sign_Ins_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا توجد عمليات تسجيل دخول في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`عملية تسجيل دخول واحدة في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`عمليتا تسجيل دخول في آخر ${i?.days} يومًا (UTC).`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} عمليات تسجيل دخول في آخر ${i?.days} يومًا (UTC).`);
	return /** @type {LocalizedString} */ (`${i?.shown} عملية تسجيل دخول في آخر ${i?.days} يومًا (UTC).`)
	
};

const en_xa2_admin_sign_ins_summary = /** @type {(inputs: Admin_Sign_Ins_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šíĝñ-íñ íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ). ·············]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šíĝñ-íñš íñ ţĥé ļášţ ${i?.days} ðáýš (ÚŢÇ). ··············]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} sign-in in the last {days} days (UTC)." |
* | * | "{shown} sign-ins in the last {days} days (UTC)." |
*
* @param {Admin_Sign_Ins_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_sign_ins_summary = /** @type {((inputs: Admin_Sign_Ins_SummaryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sign_Ins_SummaryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sign_ins_summary(inputs)
	if (locale === "ar") return ar_admin_sign_ins_summary(inputs)
	if (locale === "en-XA") return en_xa2_admin_sign_ins_summary(inputs)
	return en_admin_sign_ins_summary(inputs)
});