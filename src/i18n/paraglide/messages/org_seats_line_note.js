import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Seats_Line_NoteInputs */

const en_org_seats_line_note = /** @type {(inputs: Org_Seats_Line_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(members and pending invitations; removing a member frees a seat)`)
};

const de_org_seats_line_note = /** @type {(inputs: Org_Seats_Line_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Mitglieder und offene Einladungen; das Entfernen eines Mitglieds gibt einen Platz frei)`)
};

const ar_org_seats_line_note = /** @type {(inputs: Org_Seats_Line_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(الأعضاء والدعوات المعلّقة؛ إزالة عضو تحرّر مقعدًا)`)
};

const en_xa2_org_seats_line_note = /** @type {(inputs: Org_Seats_Line_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(ɱéɱƀéŕš áñð þéñðíñĝ íñṽíţáţíóñš; ŕéɱóṽíñĝ á ɱéɱƀéŕ ƒŕééš á šéáţ) ··························]`)
};

/**
* | output |
* | --- |
* | "(members and pending invitations; removing a member frees a seat)" |
*
* @param {Org_Seats_Line_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_line_note = /** @type {((inputs?: Org_Seats_Line_NoteInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Line_NoteInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_line_note(inputs)
	if (locale === "ar") return ar_org_seats_line_note(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_line_note(inputs)
	return en_org_seats_line_note(inputs)
});