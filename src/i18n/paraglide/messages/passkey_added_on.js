import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Passkey_Added_OnInputs */

const en_passkey_added_on = /** @type {(inputs: Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.date}`)
};

const de_passkey_added_on = /** @type {(inputs: Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hinzugefügt ${i?.date}`)
};

const ar_passkey_added_on = /** @type {(inputs: Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُضيف ${i?.date}`)
};

const en_xa2_passkey_added_on = /** @type {(inputs: Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áððéð ${i?.date} ··]`)
};

/**
* | output |
* | --- |
* | "Added {date}" |
*
* @param {Passkey_Added_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const passkey_added_on = /** @type {((inputs: Passkey_Added_OnInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Added_OnInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkey_added_on(inputs)
	if (locale === "ar") return ar_passkey_added_on(inputs)
	if (locale === "en-XA") return en_xa2_passkey_added_on(inputs)
	return en_passkey_added_on(inputs)
});