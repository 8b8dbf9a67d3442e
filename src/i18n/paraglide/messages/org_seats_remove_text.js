import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Seats_Remove_TextInputs */

const en_org_seats_remove_text = /** @type {(inputs: Org_Seats_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The unused part of this period for the seats removed is credited now, prorated.`)
};

const de_org_seats_remove_text = /** @type {(inputs: Org_Seats_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der ungenutzte Teil dieses Zeitraums für die entfernten Plätze wird jetzt anteilig gutgeschrieben.`)
};

const ar_org_seats_remove_text = /** @type {(inputs: Org_Seats_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُردّ الآن الجزء غير المستخدم من هذه الفترة عن المقاعد المُزالة، بالتناسب.`)
};

const en_xa2_org_seats_remove_text = /** @type {(inputs: Org_Seats_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé úñúšéð þáŕţ óƒ ţĥíš þéŕíóð ƒóŕ ţĥé šéáţš ŕéɱóṽéð íš çŕéðíţéð ñóŵ, þŕóŕáţéð. ································]`)
};

/**
* | output |
* | --- |
* | "The unused part of this period for the seats removed is credited now, prorated." |
*
* @param {Org_Seats_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_remove_text = /** @type {((inputs?: Org_Seats_Remove_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Remove_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_remove_text(inputs)
	if (locale === "ar") return ar_org_seats_remove_text(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_remove_text(inputs)
	return en_org_seats_remove_text(inputs)
});