import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Keys_Org_KeyInputs */

const en_keys_org_key = /** @type {(inputs: Keys_Org_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization}'s key for the REST API: calls made with it act for the organization.`)
};

const de_keys_org_key = /** @type {(inputs: Keys_Org_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Schlüssel von ${i?.organization} für die REST-API: Aufrufe damit handeln für die Organisation.`)
};

const ar_keys_org_key = /** @type {(inputs: Keys_Org_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مفتاح ${i?.organization} لواجهة REST API: الطلبات المرسلة به تعمل باسم المؤسسة.`)
};

const en_xa2_keys_org_key = /** @type {(inputs: Keys_Org_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organization}'š ķéý ƒóŕ ţĥé ŔÉŠŢ ÁÞÍ: çáļļš ɱáðé ŵíţĥ íţ áçţ ƒóŕ ţĥé óŕĝáñížáţíóñ. ····························]`)
};

/**
* | output |
* | --- |
* | "{organization}'s key for the REST API: calls made with it act for the organization." |
*
* @param {Keys_Org_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_org_key = /** @type {((inputs: Keys_Org_KeyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Org_KeyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_org_key(inputs)
	if (locale === "ar") return ar_keys_org_key(inputs)
	if (locale === "en-XA") return en_xa2_keys_org_key(inputs)
	return en_keys_org_key(inputs)
});