import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Keys_Org_KeysInputs */

const en_keys_org_keys = /** @type {(inputs: Keys_Org_KeysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization}'s keys for the REST API: calls made with them act for the organization.`)
};

const de_keys_org_keys = /** @type {(inputs: Keys_Org_KeysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Schlüssel von ${i?.organization} für die REST-API: Aufrufe damit handeln für die Organisation.`)
};

const ar_keys_org_keys = /** @type {(inputs: Keys_Org_KeysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مفاتيح ${i?.organization} لواجهة REST API: الطلبات المرسلة بها تعمل باسم المؤسسة.`)
};

const en_xa2_keys_org_keys = /** @type {(inputs: Keys_Org_KeysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization}'š ķéýš ƒóŕ ţĥé ŔÉŠŢ ÁÞÍ: çáļļš ɱáðé ŵíţĥ ţĥéɱ áçţ ƒóŕ ţĥé óŕĝáñížáţíóñ. ·····························]`)
};

/**
* | output |
* | --- |
* | "{organization}'s keys for the REST API: calls made with them act for the organization." |
*
* @param {Keys_Org_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_org_keys = /** @type {((inputs: Keys_Org_KeysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Org_KeysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_org_keys(inputs)
	if (locale === "ar") return ar_keys_org_keys(inputs)
	if (locale === "en-XA") return en_xa2_keys_org_keys(inputs)
	return en_keys_org_keys(inputs)
});