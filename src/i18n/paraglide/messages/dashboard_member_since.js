import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Dashboard_Member_SinceInputs */

const en_dashboard_member_since = /** @type {(inputs: Dashboard_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Member since ${i?.date}`)
};

const de_dashboard_member_since = /** @type {(inputs: Dashboard_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglied seit ${i?.date}`)
};

const ar_dashboard_member_since = /** @type {(inputs: Dashboard_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عضو منذ ${i?.date}`)
};

const en_xa2_dashboard_member_since = /** @type {(inputs: Dashboard_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ šíñçé ${i?.date} ·····]`)
};

/**
* | output |
* | --- |
* | "Member since {date}" |
*
* @param {Dashboard_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_member_since = /** @type {((inputs: Dashboard_Member_SinceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Member_SinceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_member_since(inputs)
	if (locale === "ar") return ar_dashboard_member_since(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_member_since(inputs)
	return en_dashboard_member_since(inputs)
});