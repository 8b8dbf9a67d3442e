import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown>, role: NonNullable<unknown> }} Org_My_Invitation_JoinInputs */

const en_org_my_invitation_join = /** @type {(inputs: Org_My_Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.organization} as ${i?.role}`)
};

const de_org_my_invitation_join = /** @type {(inputs: Org_My_Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} als ${i?.role} beitreten`)
};

const ar_org_my_invitation_join = /** @type {(inputs: Org_My_Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الانضمام إلى ${i?.organization} بصفة ${i?.role}`)
};

const en_xa2_org_my_invitation_join = /** @type {(inputs: Org_My_Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĵóíñ ${i?.organization} áš ${i?.role} ····]`)
};

/**
* | output |
* | --- |
* | "Join {organization} as {role}" |
*
* @param {Org_My_Invitation_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_my_invitation_join = /** @type {((inputs: Org_My_Invitation_JoinInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_My_Invitation_JoinInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_my_invitation_join(inputs)
	if (locale === "ar") return ar_org_my_invitation_join(inputs)
	if (locale === "en-XA") return en_xa2_org_my_invitation_join(inputs)
	return en_org_my_invitation_join(inputs)
});