import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ReplayInputs */

const en_admin_replay = /** @type {(inputs: Admin_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replay`)
};

const de_admin_replay = /** @type {(inputs: Admin_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut anwenden`)
};

const ar_admin_replay = /** @type {(inputs: Admin_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة التطبيق`)
};

const en_xa2_admin_replay = /** @type {(inputs: Admin_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþļáý ··]`)
};

/**
* | output |
* | --- |
* | "Replay" |
*
* @param {Admin_ReplayInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replay = /** @type {((inputs?: Admin_ReplayInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ReplayInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_replay(inputs)
	if (locale === "ar") return ar_admin_replay(inputs)
	if (locale === "en-XA") return en_xa2_admin_replay(inputs)
	return en_admin_replay(inputs)
});