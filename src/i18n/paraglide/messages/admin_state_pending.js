import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_State_PendingInputs */

const en_admin_state_pending = /** @type {(inputs: Admin_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

const de_admin_state_pending = /** @type {(inputs: Admin_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstehend`)
};

const ar_admin_state_pending = /** @type {(inputs: Admin_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معلّقة`)
};

const en_xa2_admin_state_pending = /** @type {(inputs: Admin_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñðíñĝ ···]`)
};

/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Admin_State_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_state_pending = /** @type {((inputs?: Admin_State_PendingInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_State_PendingInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_state_pending(inputs)
	if (locale === "ar") return ar_admin_state_pending(inputs)
	if (locale === "en-XA") return en_xa2_admin_state_pending(inputs)
	return en_admin_state_pending(inputs)
});