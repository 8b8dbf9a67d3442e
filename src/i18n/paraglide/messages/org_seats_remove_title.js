import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_Remove_TitleInputs */

const en_org_seats_remove_title = /** @type {(inputs: Org_Seats_Remove_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Remove ${i?.count} seat?`);
	return /** @type {LocalizedString} */ (`Remove ${i?.count} seats?`)
	
};

const de_org_seats_remove_title = /** @type {(inputs: Org_Seats_Remove_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Platz entfernen?`);
	return /** @type {LocalizedString} */ (`${i?.count} Plätze entfernen?`)
	
};

const ar_org_seats_remove_title = /** @type {(inputs: Org_Seats_Remove_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`إزالة مقعد واحد؟`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`إزالة مقعدين؟`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`إزالة ${i?.count} مقاعد؟`);
	return /** @type {LocalizedString} */ (`إزالة ${i?.count} مقعدًا؟`)
	
};

const en_xa2_org_seats_remove_title = /** @type {(inputs: Org_Seats_Remove_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.count} šéáţ? ·····]`);
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.count} šéáţš? ······]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Remove {count} seat?" |
* | * | "Remove {count} seats?" |
*
* @param {Org_Seats_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_remove_title = /** @type {((inputs: Org_Seats_Remove_TitleInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Remove_TitleInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_remove_title(inputs)
	if (locale === "ar") return ar_org_seats_remove_title(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_remove_title(inputs)
	return en_org_seats_remove_title(inputs)
});