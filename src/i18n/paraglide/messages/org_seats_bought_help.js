import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ least: NonNullable<unknown>, used: NonNullable<unknown>, maximum: NonNullable<unknown> }} Org_Seats_Bought_HelpInputs */

const en_org_seats_bought_help = /** @type {(inputs: Org_Seats_Bought_HelpInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("en", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`At least ${i?.least}: members and pending invitations hold ${i?.used} seat. At most ${i?.maximum}.`);
	return /** @type {LocalizedString} */ (`At least ${i?.least}: members and pending invitations hold ${i?.used} seats. At most ${i?.maximum}.`)
	
};

const de_org_seats_bought_help = /** @type {(inputs: Org_Seats_Bought_HelpInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("de", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`Mindestens ${i?.least}: Mitglieder und offene Einladungen belegen ${i?.used} Platz. Höchstens ${i?.maximum}.`);
	return /** @type {LocalizedString} */ (`Mindestens ${i?.least}: Mitglieder und offene Einladungen belegen ${i?.used} Plätze. Höchstens ${i?.maximum}.`)
	
};

const ar_org_seats_bought_help = /** @type {(inputs: Org_Seats_Bought_HelpInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("ar", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`${i?.least} على الأقل: يشغل الأعضاء والدعوات المعلّقة مقعدًا واحدًا. ${i?.maximum} على الأكثر.`);
	if (usedPlural === "two") return /** @type {LocalizedString} */ (`${i?.least} على الأقل: يشغل الأعضاء والدعوات المعلّقة مقعدين. ${i?.maximum} على الأكثر.`);
	if (usedPlural === "few") return /** @type {LocalizedString} */ (`${i?.least} على الأقل: يشغل الأعضاء والدعوات المعلّقة ${i?.used} مقاعد. ${i?.maximum} على الأكثر.`);
	return /** @type {LocalizedString} */ (`${i?.least} على الأقل: يشغل الأعضاء والدعوات المعلّقة ${i?.used} مقعدًا. ${i?.maximum} على الأكثر.`)
	
};

const en_xa2_org_seats_bought_help = /** @type {(inputs: Org_Seats_Bought_HelpInputs) => LocalizedString} */ (i) => {const usedPlural = registry.plural("en-XA", i?.used, {});
	if (usedPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ļéášţ ${i?.least}: ɱéɱƀéŕš áñð þéñðíñĝ íñṽíţáţíóñš ĥóļð ${i?.used} šéáţ. Áţ ɱóšţ ${i?.maximum}. ··························]`);
	return /** @type {LocalizedString} */ (`[Áţ ļéášţ ${i?.least}: ɱéɱƀéŕš áñð þéñðíñĝ íñṽíţáţíóñš ĥóļð ${i?.used} šéáţš. Áţ ɱóšţ ${i?.maximum}. ··························]`)
	
};

/**
* | usedPlural | output |
* | --- | --- |
* | "one" | "At least {least}: members and pending invitations hold {used} seat. At most {maximum}." |
* | * | "At least {least}: members and pending invitations hold {used} seats. At most {maximum}." |
*
* @param {Org_Seats_Bought_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_bought_help = /** @type {((inputs: Org_Seats_Bought_HelpInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Bought_HelpInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_bought_help(inputs)
	if (locale === "ar") return ar_org_seats_bought_help(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_bought_help(inputs)
	return en_org_seats_bought_help(inputs)
});