import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Only_OwnerInputs */

const en_auth_error_only_owner = /** @type {(inputs: Auth_Error_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are the only owner of an organization. Hand it over to another member or delete it first.`)
};

const de_auth_error_only_owner = /** @type {(inputs: Auth_Error_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind der einzige Inhaber einer Organisation. Übergeben Sie sie zuerst an ein anderes Mitglied oder löschen Sie sie.`)
};

const ar_auth_error_only_owner = /** @type {(inputs: Auth_Error_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت المالك الوحيد لمؤسسة. انقل ملكيتها إلى عضو آخر أو احذفها أولًا.`)
};

const en_xa2_auth_error_only_owner = /** @type {(inputs: Auth_Error_Only_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé ţĥé óñļý óŵñéŕ óƒ áñ óŕĝáñížáţíóñ. Ĥáñð íţ óṽéŕ ţó áñóţĥéŕ ɱéɱƀéŕ óŕ ðéļéţé íţ ƒíŕšţ. ·····································]`)
};

/**
* | output |
* | --- |
* | "You are the only owner of an organization. Hand it over to another member or delete it first." |
*
* @param {Auth_Error_Only_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const auth_error_only_owner = /** @type {((inputs?: Auth_Error_Only_OwnerInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Only_OwnerInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_error_only_owner(inputs)
	if (locale === "ar") return ar_auth_error_only_owner(inputs)
	if (locale === "en-XA") return en_xa2_auth_error_only_owner(inputs)
	return en_auth_error_only_owner(inputs)
});