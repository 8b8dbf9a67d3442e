import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Invitation_Already_MemberInputs */

const en_invitation_already_member = /** @type {(inputs: Invitation_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are already a member of ${i?.organization}`)
};

const de_invitation_already_member = /** @type {(inputs: Invitation_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind bereits Mitglied von ${i?.organization}`)
};

const ar_invitation_already_member = /** @type {(inputs: Invitation_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أنت عضو في ${i?.organization} بالفعل`)
};

const en_xa2_invitation_already_member = /** @type {(inputs: Invitation_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú áŕé áļŕéáðý á ɱéɱƀéŕ óƒ ${i?.organization} ···········]`)
};

/**
* | output |
* | --- |
* | "You are already a member of {organization}" |
*
* @param {Invitation_Already_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_already_member = /** @type {((inputs: Invitation_Already_MemberInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Already_MemberInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_already_member(inputs)
	if (locale === "ar") return ar_invitation_already_member(inputs)
	if (locale === "en-XA") return en_xa2_invitation_already_member(inputs)
	return en_invitation_already_member(inputs)
});