import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Role_Not_ChangedInputs */

const en_org_role_not_changed = /** @type {(inputs: Org_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role not changed`)
};

const de_org_role_not_changed = /** @type {(inputs: Org_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle nicht geändert`)
};

const ar_org_role_not_changed = /** @type {(inputs: Org_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم تغيير الدور`)
};

const en_xa2_org_role_not_changed = /** @type {(inputs: Org_Role_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóļé ñóţ çĥáñĝéð ······]`)
};

/**
* | output |
* | --- |
* | "Role not changed" |
*
* @param {Org_Role_Not_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_role_not_changed = /** @type {((inputs?: Org_Role_Not_ChangedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Role_Not_ChangedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_role_not_changed(inputs)
	if (locale === "ar") return ar_org_role_not_changed(inputs)
	if (locale === "en-XA") return en_xa2_org_role_not_changed(inputs)
	return en_org_role_not_changed(inputs)
});