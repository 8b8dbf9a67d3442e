import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Runs_EmptyInputs */

const en_admin_runs_empty = /** @type {(inputs: Admin_Runs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reconciliation was started from the console yet.`)
};

const de_admin_runs_empty = /** @type {(inputs: Admin_Runs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch wurde kein Abgleich aus der Konsole gestartet.`)
};

const ar_admin_runs_empty = /** @type {(inputs: Admin_Runs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُبدأ أي مطابقة من لوحة الإدارة بعد.`)
};

const en_xa2_admin_runs_empty = /** @type {(inputs: Admin_Runs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ŕéçóñçíļíáţíóñ ŵáš šţáŕţéð ƒŕóɱ ţĥé çóñšóļé ýéţ. ····················]`)
};

/**
* | output |
* | --- |
* | "No reconciliation was started from the console yet." |
*
* @param {Admin_Runs_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_runs_empty = /** @type {((inputs?: Admin_Runs_EmptyInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Runs_EmptyInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_runs_empty(inputs)
	if (locale === "ar") return ar_admin_runs_empty(inputs)
	if (locale === "en-XA") return en_xa2_admin_runs_empty(inputs)
	return en_admin_runs_empty(inputs)
});