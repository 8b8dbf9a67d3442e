import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Replay_ErrorInputs */

const en_admin_replay_error = /** @type {(inputs: Admin_Replay_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not replay the event`)
};

const de_admin_replay_error = /** @type {(inputs: Admin_Replay_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Ereignis konnte nicht erneut angewendet werden`)
};

const ar_admin_replay_error = /** @type {(inputs: Admin_Replay_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّرت إعادة تطبيق الحدث`)
};

const en_xa2_admin_replay_error = /** @type {(inputs: Admin_Replay_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéþļáý ţĥé éṽéñţ ··········]`)
};

/**
* | output |
* | --- |
* | "Could not replay the event" |
*
* @param {Admin_Replay_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replay_error = /** @type {((inputs?: Admin_Replay_ErrorInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replay_ErrorInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_replay_error(inputs)
	if (locale === "ar") return ar_admin_replay_error(inputs)
	if (locale === "en-XA") return en_xa2_admin_replay_error(inputs)
	return en_admin_replay_error(inputs)
});