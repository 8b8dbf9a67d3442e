import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Org_Leave_Confirm_TitleInputs */

const en_org_leave_confirm_title = /** @type {(inputs: Org_Leave_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave ${i?.organization}?`)
};

const de_org_leave_confirm_title = /** @type {(inputs: Org_Leave_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} verlassen?`)
};

const ar_org_leave_confirm_title = /** @type {(inputs: Org_Leave_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مغادرة ${i?.organization}؟`)
};

const en_xa2_org_leave_confirm_title = /** @type {(inputs: Org_Leave_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé ${i?.organization}? ···]`)
};

/**
* | output |
* | --- |
* | "Leave {organization}?" |
*
* @param {Org_Leave_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave_confirm_title = /** @type {((inputs: Org_Leave_Confirm_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_Confirm_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_leave_confirm_title(inputs)
	if (locale === "ar") return ar_org_leave_confirm_title(inputs)
	if (locale === "en-XA") return en_xa2_org_leave_confirm_title(inputs)
	return en_org_leave_confirm_title(inputs)
});