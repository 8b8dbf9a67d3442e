import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Yours_DescriptionInputs */

const en_org_yours_description = /** @type {(inputs: Org_Yours_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch to one to see its settings. You can also switch from the workspace menu at the top.`)
};

const de_org_yours_description = /** @type {(inputs: Org_Yours_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wechseln Sie zu einer, um ihre Einstellungen zu sehen. Sie können auch über das Menü der Arbeitsbereiche oben wechseln.`)
};

const ar_org_yours_description = /** @type {(inputs: Org_Yours_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتقل إلى إحداها لرؤية إعداداتها. يمكنك أيضًا التبديل من قائمة مساحات العمل في الأعلى.`)
};

const en_xa2_org_yours_description = /** @type {(inputs: Org_Yours_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó óñé ţó šéé íţš šéţţíñĝš. Ýóú çáñ áļšó šŵíţçĥ ƒŕóɱ ţĥé ŵóŕķšþáçé ɱéñú áţ ţĥé ţóþ. ····································]`)
};

/**
* | output |
* | --- |
* | "Switch to one to see its settings. You can also switch from the workspace menu at the top." |
*
* @param {Org_Yours_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_yours_description = /** @type {((inputs?: Org_Yours_DescriptionInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Yours_DescriptionInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_yours_description(inputs)
	if (locale === "ar") return ar_org_yours_description(inputs)
	if (locale === "en-XA") return en_xa2_org_yours_description(inputs)
	return en_org_yours_description(inputs)
});