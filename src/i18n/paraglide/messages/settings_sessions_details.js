import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ network: NonNullable<unknown>, signedIn: NonNullable<unknown>, lastActive: NonNullable<unknown> }} Settings_Sessions_DetailsInputs */

const en_settings_sessions_details = /** @type {(inputs: Settings_Sessions_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.network} · signed in ${i?.signedIn} · last active ${i?.lastActive}`)
};

const de_settings_sessions_details = /** @type {(inputs: Settings_Sessions_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.network} · angemeldet ${i?.signedIn} · zuletzt aktiv ${i?.lastActive}`)
};

const ar_settings_sessions_details = /** @type {(inputs: Settings_Sessions_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من ${i?.network} · سُجّل الدخول ${i?.signedIn} · آخر نشاط ${i?.lastActive}`)
};

const en_xa2_settings_sessions_details = /** @type {(inputs: Settings_Sessions_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ${i?.network} · šíĝñéð íñ ${i?.signedIn} · ļášţ áçţíṽé ${i?.lastActive} ·············]`)
};

/**
* | output |
* | --- |
* | "From {network} · signed in {signedIn} · last active {lastActive}" |
*
* @param {Settings_Sessions_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_details = /** @type {((inputs: Settings_Sessions_DetailsInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_DetailsInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_sessions_details(inputs)
	if (locale === "ar") return ar_settings_sessions_details(inputs)
	if (locale === "en-XA") return en_xa2_settings_sessions_details(inputs)
	return en_settings_sessions_details(inputs)
});