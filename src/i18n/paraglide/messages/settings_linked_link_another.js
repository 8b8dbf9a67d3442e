import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Linked_Link_AnotherInputs */

const en_settings_linked_link_another = /** @type {(inputs: Settings_Linked_Link_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link another account`)
};

const de_settings_linked_link_another = /** @type {(inputs: Settings_Linked_Link_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiteres Konto verknüpfen`)
};

const ar_settings_linked_link_another = /** @type {(inputs: Settings_Linked_Link_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ربط حساب آخر`)
};

const en_xa2_settings_linked_link_another = /** @type {(inputs: Settings_Linked_Link_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķ áñóţĥéŕ áççóúñţ ········]`)
};

/**
* | output |
* | --- |
* | "Link another account" |
*
* @param {Settings_Linked_Link_AnotherInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_linked_link_another = /** @type {((inputs?: Settings_Linked_Link_AnotherInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Linked_Link_AnotherInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_linked_link_another(inputs)
	if (locale === "ar") return ar_settings_linked_link_another(inputs)
	if (locale === "en-XA") return en_xa2_settings_linked_link_another(inputs)
	return en_settings_linked_link_another(inputs)
});