import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Member_RemovedInputs */

const en_org_member_removed = /** @type {(inputs: Org_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member removed`)
};

const de_org_member_removed = /** @type {(inputs: Org_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied entfernt`)
};

const ar_org_member_removed = /** @type {(inputs: Org_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إزالة العضو`)
};

const en_xa2_org_member_removed = /** @type {(inputs: Org_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ ŕéɱóṽéð ······]`)
};

/**
* | output |
* | --- |
* | "Member removed" |
*
* @param {Org_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_member_removed = /** @type {((inputs?: Org_Member_RemovedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Member_RemovedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_member_removed(inputs)
	if (locale === "ar") return ar_org_member_removed(inputs)
	if (locale === "en-XA") return en_xa2_org_member_removed(inputs)
	return en_org_member_removed(inputs)
});