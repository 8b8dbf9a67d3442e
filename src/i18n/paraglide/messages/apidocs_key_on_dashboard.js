import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ dashboard: NonNullable<unknown> }} Apidocs_Key_On_DashboardInputs */

const en_apidocs_key_on_dashboard = /** @type {(inputs: Apidocs_Key_On_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Create or regenerate your key on the ${i?.dashboard}.`)
};

const de_apidocs_key_on_dashboard = /** @type {(inputs: Apidocs_Key_On_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erstellen oder erneuern Sie Ihren Schlüssel in der ${i?.dashboard}.`)
};

const ar_apidocs_key_on_dashboard = /** @type {(inputs: Apidocs_Key_On_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنشئ مفتاحك أو جدّده في ${i?.dashboard}.`)
};

const en_xa2_apidocs_key_on_dashboard = /** @type {(inputs: Apidocs_Key_On_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé óŕ ŕéĝéñéŕáţé ýóúŕ ķéý óñ ţĥé ${i?.dashboard}. ···············]`)
};

/**
* | output |
* | --- |
* | "Create or regenerate your key on the {dashboard}." |
*
* @param {Apidocs_Key_On_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const apidocs_key_on_dashboard = /** @type {((inputs: Apidocs_Key_On_DashboardInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Key_On_DashboardInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apidocs_key_on_dashboard(inputs)
	if (locale === "ar") return ar_apidocs_key_on_dashboard(inputs)
	if (locale === "en-XA") return en_xa2_apidocs_key_on_dashboard(inputs)
	return en_apidocs_key_on_dashboard(inputs)
});