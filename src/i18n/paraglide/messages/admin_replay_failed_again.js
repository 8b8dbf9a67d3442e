import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Replay_Failed_AgainInputs */

const en_admin_replay_failed_again = /** @type {(inputs: Admin_Replay_Failed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It failed again.`)
};

const de_admin_replay_failed_again = /** @type {(inputs: Admin_Replay_Failed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es ist erneut fehlgeschlagen.`)
};

const ar_admin_replay_failed_again = /** @type {(inputs: Admin_Replay_Failed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل مرة أخرى.`)
};

const en_xa2_admin_replay_failed_again = /** @type {(inputs: Admin_Replay_Failed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ƒáíļéð áĝáíñ. ······]`)
};

/**
* | output |
* | --- |
* | "It failed again." |
*
* @param {Admin_Replay_Failed_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replay_failed_again = /** @type {((inputs?: Admin_Replay_Failed_AgainInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replay_Failed_AgainInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_replay_failed_again(inputs)
	if (locale === "ar") return ar_admin_replay_failed_again(inputs)
	if (locale === "en-XA") return en_xa2_admin_replay_failed_again(inputs)
	return en_admin_replay_failed_again(inputs)
});