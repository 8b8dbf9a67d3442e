import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Org_Seats_Change_ToInputs */

const en_org_seats_change_to = /** @type {(inputs: Org_Seats_Change_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Change to ${i?.count} seat`);
	return /** @type {LocalizedString} */ (`Change to ${i?.count} seats`)
	
};

const de_org_seats_change_to = /** @type {(inputs: Org_Seats_Change_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Auf ${i?.count} Platz ändern`);
	return /** @type {LocalizedString} */ (`Auf ${i?.count} Plätze ändern`)
	
};

const ar_org_seats_change_to = /** @type {(inputs: Org_Seats_Change_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`التغيير إلى مقعد واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`التغيير إلى مقعدين`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`التغيير إلى ${i?.count} مقاعد`);
	return /** @type {LocalizedString} */ (`التغيير إلى ${i?.count} مقعدًا`)
	
};

const en_xa2_org_seats_change_to = /** @type {(inputs: Org_Seats_Change_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Çĥáñĝé ţó ${i?.count} šéáţ ······]`);
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ţó ${i?.count} šéáţš ······]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Change to {count} seat" |
* | * | "Change to {count} seats" |
*
* @param {Org_Seats_Change_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_seats_change_to = /** @type {((inputs: Org_Seats_Change_ToInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Seats_Change_ToInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_seats_change_to(inputs)
	if (locale === "ar") return ar_org_seats_change_to(inputs)
	if (locale === "en-XA") return en_xa2_org_seats_change_to(inputs)
	return en_org_seats_change_to(inputs)
});