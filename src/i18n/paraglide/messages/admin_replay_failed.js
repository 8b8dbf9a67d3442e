import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Replay_FailedInputs */

const en_admin_replay_failed = /** @type {(inputs: Admin_Replay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The replay failed`)
};

const de_admin_replay_failed = /** @type {(inputs: Admin_Replay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die erneute Anwendung ist fehlgeschlagen`)
};

const ar_admin_replay_failed = /** @type {(inputs: Admin_Replay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشلت إعادة التطبيق`)
};

const en_xa2_admin_replay_failed = /** @type {(inputs: Admin_Replay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéþļáý ƒáíļéð ·······]`)
};

/**
* | output |
* | --- |
* | "The replay failed" |
*
* @param {Admin_Replay_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replay_failed = /** @type {((inputs?: Admin_Replay_FailedInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replay_FailedInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_replay_failed(inputs)
	if (locale === "ar") return ar_admin_replay_failed(inputs)
	if (locale === "en-XA") return en_xa2_admin_replay_failed(inputs)
	return en_admin_replay_failed(inputs)
});