import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mrr_HelpInputs */

const en_admin_mrr_help = /** @type {(inputs: Admin_Mrr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At the prices Polar reported; a yearly price counts as a twelfth`)
};

const de_admin_mrr_help = /** @type {(inputs: Admin_Mrr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu den von Polar gemeldeten Preisen; ein Jahrespreis zählt als ein Zwölftel`)
};

const ar_admin_mrr_help = /** @type {(inputs: Admin_Mrr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بالأسعار التي أبلغ عنها Polar؛ يُحتسب السعر السنوي بجزء من اثني عشر`)
};

const en_xa2_admin_mrr_help = /** @type {(inputs: Admin_Mrr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áţ ţĥé þŕíçéš Þóļáŕ ŕéþóŕţéð; á ýéáŕļý þŕíçé çóúñţš áš á ţŵéļƒţĥ ··························]`)
};

/**
* | output |
* | --- |
* | "At the prices Polar reported; a yearly price counts as a twelfth" |
*
* @param {Admin_Mrr_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_mrr_help = /** @type {((inputs?: Admin_Mrr_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mrr_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_mrr_help(inputs)
	if (locale === "ar") return ar_admin_mrr_help(inputs)
	if (locale === "en-XA") return en_xa2_admin_mrr_help(inputs)
	return en_admin_mrr_help(inputs)
});