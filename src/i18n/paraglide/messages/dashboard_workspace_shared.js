import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Workspace_SharedInputs */

const en_dashboard_workspace_shared = /** @type {(inputs: Dashboard_Workspace_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its plan and API key are shared with its members.`)
};

const de_dashboard_workspace_shared = /** @type {(inputs: Dashboard_Workspace_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sein Tarif und sein API-Schlüssel werden mit seinen Mitgliedern geteilt.`)
};

const ar_dashboard_workspace_shared = /** @type {(inputs: Dashboard_Workspace_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تتشارك خطتها ومفتاح API الخاص بها مع أعضائها.`)
};

const en_xa2_dashboard_workspace_shared = /** @type {(inputs: Dashboard_Workspace_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš þļáñ áñð ÁÞÍ ķéý áŕé šĥáŕéð ŵíţĥ íţš ɱéɱƀéŕš. ····················]`)
};

/**
* | output |
* | --- |
* | "Its plan and API key are shared with its members." |
*
* @param {Dashboard_Workspace_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_workspace_shared = /** @type {((inputs?: Dashboard_Workspace_SharedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Workspace_SharedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_workspace_shared(inputs)
	if (locale === "ar") return ar_dashboard_workspace_shared(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_workspace_shared(inputs)
	return en_dashboard_workspace_shared(inputs)
});