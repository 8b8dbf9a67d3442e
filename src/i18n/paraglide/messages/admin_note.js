import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_NoteInputs */

const en_admin_note = /** @type {(inputs: Admin_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

const de_admin_note = /** @type {(inputs: Admin_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweis`)
};

const ar_admin_note = /** @type {(inputs: Admin_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملاحظة`)
};

const en_xa2_admin_note = /** @type {(inputs: Admin_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţé ··]`)
};

/**
* | output |
* | --- |
* | "Note" |
*
* @param {Admin_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_note = /** @type {((inputs?: Admin_NoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_NoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_note(inputs)
	if (locale === "ar") return ar_admin_note(inputs)
	if (locale === "en-XA") return en_xa2_admin_note(inputs)
	return en_admin_note(inputs)
});