import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Invite_SomeoneInputs */

const en_org_invite_someone = /** @type {(inputs: Org_Invite_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite someone`)
};

const de_org_invite_someone = /** @type {(inputs: Org_Invite_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemanden einladen`)
};

const ar_org_invite_someone = /** @type {(inputs: Org_Invite_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادعُ شخصًا`)
};

const en_xa2_org_invite_someone = /** @type {(inputs: Org_Invite_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñṽíţé šóɱéóñé ······]`)
};

/**
* | output |
* | --- |
* | "Invite someone" |
*
* @param {Org_Invite_SomeoneInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_invite_someone = /** @type {((inputs?: Org_Invite_SomeoneInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invite_SomeoneInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_invite_someone(inputs)
	if (locale === "ar") return ar_org_invite_someone(inputs)
	if (locale === "en-XA") return en_xa2_org_invite_someone(inputs)
	return en_org_invite_someone(inputs)
});