import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Inbox_HeadingInputs */

const en_login_inbox_heading = /** @type {(inputs: Login_Inbox_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

const de_login_inbox_heading = /** @type {(inputs: Login_Inbox_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sehen Sie in Ihrem Posteingang nach`)
};

const ar_login_inbox_heading = /** @type {(inputs: Login_Inbox_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحقّق من بريدك الوارد`)
};

const en_xa2_login_inbox_heading = /** @type {(inputs: Login_Inbox_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ýóúŕ íñƀóẋ ······]`)
};

/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Login_Inbox_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_inbox_heading = /** @type {((inputs?: Login_Inbox_HeadingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Inbox_HeadingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_inbox_heading(inputs)
	if (locale === "ar") return ar_login_inbox_heading(inputs)
	if (locale === "en-XA") return en_xa2_login_inbox_heading(inputs)
	return en_login_inbox_heading(inputs)
});