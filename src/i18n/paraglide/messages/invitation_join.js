import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Invitation_JoinInputs */

const en_invitation_join = /** @type {(inputs: Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.organization}`)
};

const de_invitation_join = /** @type {(inputs: Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organization} beitreten`)
};

const ar_invitation_join = /** @type {(inputs: Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الانضمام إلى ${i?.organization}`)
};

const en_xa2_invitation_join = /** @type {(inputs: Invitation_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĵóíñ ${i?.organization} ··]`)
};

/**
* | output |
* | --- |
* | "Join {organization}" |
*
* @param {Invitation_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_join = /** @type {((inputs: Invitation_JoinInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_JoinInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_join(inputs)
	if (locale === "ar") return ar_invitation_join(inputs)
	if (locale === "en-XA") return en_xa2_invitation_join(inputs)
	return en_invitation_join(inputs)
});