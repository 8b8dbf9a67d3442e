import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Saved_TextInputs */

const en_org_saved_text = /** @type {(inputs: Org_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its name, short name and logo are updated.`)
};

const de_org_saved_text = /** @type {(inputs: Org_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, Kurzname und Logo sind aktualisiert.`)
};

const ar_org_saved_text = /** @type {(inputs: Org_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث اسمها واسمها المختصر وشعارها.`)
};

const en_xa2_org_saved_text = /** @type {(inputs: Org_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ñáɱé, šĥóŕţ ñáɱé áñð ļóĝó áŕé úþðáţéð. ·················]`)
};

/**
* | output |
* | --- |
* | "Its name, short name and logo are updated." |
*
* @param {Org_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_saved_text = /** @type {((inputs?: Org_Saved_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Saved_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_saved_text(inputs)
	if (locale === "ar") return ar_org_saved_text(inputs)
	if (locale === "en-XA") return en_xa2_org_saved_text(inputs)
	return en_org_saved_text(inputs)
});