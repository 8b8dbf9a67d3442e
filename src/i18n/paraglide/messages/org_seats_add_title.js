import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_Add_TitleInputs */

const en_org_seats_add_title = /** @type {(inputs: Org_Seats_Add_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Add ${i?.count} seat?`);
	return /** @type {LocalizedString} */ (`Add ${i?.count} seats?`)
	
};

const de_org_seats_add_title = /** @type {(inputs: Org_Seats_Add_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Platz hinzufügen?`);
	return /** @type {LocalizedString} */ (`${i?.count} Plätze hinzufügen?`)
	
};

const ar_org_seats_add_title = /** @type {(inputs: Org_Seats_Add_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`إضافة مقعد واحد؟`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`إضافة مقعدين؟`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`إضافة ${i?.count} مقاعد؟`);
	return /** @type {LocalizedString} */ (`إضافة ${i?.count} مقعدًا؟`)
	
};

const en_xa2_org_seats_add_title = /** @type {(inputs: Org_Seats_Add_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Áðð ${i?.count} šéáţ? ····]`);
	return /** @type {LocalizedString} */ (`[Áðð ${i?.count} šéáţš? ····]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Add {count} seat?" |
* | * | "Add {count} seats?" |
*
* @param {Org_Seats_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_add_title = /** @type {((inputs: Org_Seats_Add_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Add_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_add_title(inputs)
	if (locale === "ar") return ar_org_seats_add_title(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_add_title(inputs)
	return en_org_seats_add_title(inputs)
});