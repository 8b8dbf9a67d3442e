import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ customers: NonNullable<unknown> }} Admin_Run_Interrupted_TextInputs */

const en_admin_run_interrupted_text = /** @type {(inputs: Admin_Run_Interrupted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Interrupted after ${i?.customers}: the server doing it stopped. Start it again.`)
};

const de_admin_run_interrupted_text = /** @type {(inputs: Admin_Run_Interrupted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unterbrochen nach ${i?.customers}: Der ausführende Server hat angehalten. Starten Sie den Abgleich erneut.`)
};

const ar_admin_run_interrupted_text = /** @type {(inputs: Admin_Run_Interrupted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`توقفت بعد ${i?.customers}: توقف الخادم الذي كان ينفّذها. ابدأها مرة أخرى.`)
};

const en_xa2_admin_run_interrupted_text = /** @type {(inputs: Admin_Run_Interrupted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íñţéŕŕúþţéð áƒţéŕ ${i?.customers}: ţĥé šéŕṽéŕ ðóíñĝ íţ šţóþþéð. Šţáŕţ íţ áĝáíñ. ··························]`)
};

/**
* | output |
* | --- |
* | "Interrupted after {customers}: the server doing it stopped. Start it again." |
*
* @param {Admin_Run_Interrupted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_run_interrupted_text = /** @type {((inputs: Admin_Run_Interrupted_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Run_Interrupted_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_run_interrupted_text(inputs)
	if (locale === "ar") return ar_admin_run_interrupted_text(inputs)
	if (locale === "en-XA") return en_xa2_admin_run_interrupted_text(inputs)
	return en_admin_run_interrupted_text(inputs)
});