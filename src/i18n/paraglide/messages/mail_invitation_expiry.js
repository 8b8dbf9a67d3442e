import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Mail_Invitation_ExpiryInputs */

const en_mail_invitation_expiry = /** @type {(inputs: Mail_Invitation_ExpiryInputs) => LocalizedString} */ (i) => {
	const hoursPlural = registry.plural("en", i?.hours, {});return /** @type {LocalizedString} */ (`Open the invitation to accept or decline it. It works once, for this address, and expires in ${i?.hours} hours.`)
};

const de_mail_invitation_expiry = /** @type {(inputs: Mail_Invitation_ExpiryInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("de", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Öffnen Sie die Einladung, um sie anzunehmen oder abzulehnen. Sie funktioniert einmal, nur für diese Adresse, und läuft nach ${i?.hours} Stunde ab.`);
	return /** @type {LocalizedString} */ (`Öffnen Sie die Einladung, um sie anzunehmen oder abzulehnen. Sie funktioniert einmal, nur für diese Adresse, und läuft nach ${i?.hours} Stunden ab.`)
	
};

const ar_mail_invitation_expiry = /** @type {(inputs: Mail_Invitation_ExpiryInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("ar", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`افتح الدعوة لقبولها أو رفضها. تعمل مرة واحدة، لهذا العنوان فقط، وتنتهي صلاحيتها خلال ساعة واحدة.`);
	if (hoursPlural === "two") return /** @type {LocalizedString} */ (`افتح الدعوة لقبولها أو رفضها. تعمل مرة واحدة، لهذا العنوان فقط، وتنتهي صلاحيتها خلال ساعتين.`);
	if (hoursPlural === "few") return /** @type {LocalizedString} */ (`افتح الدعوة لقبولها أو رفضها. تعمل مرة واحدة، لهذا العنوان فقط، وتنتهي صلاحيتها خلال ${i?.hours} ساعات.`);
	return /** @type {LocalizedString} */ (`افتح الدعوة لقبولها أو رفضها. تعمل مرة واحدة، لهذا العنوان فقط، وتنتهي صلاحيتها خلال ${i?.hours} ساعة.`)
	
};

const en_xa2_mail_invitation_expiry = /** @type {(inputs: Mail_Invitation_ExpiryInputs) => LocalizedString} */ (i) => {
	const hoursPlural = registry.plural("en-XA", i?.hours, {});return /** @type {LocalizedString} */ (`[Óþéñ ţĥé íñṽíţáţíóñ ţó áççéþţ óŕ ðéçļíñé íţ. Íţ ŵóŕķš óñçé, ƒóŕ ţĥíš áððŕéšš, áñð éẋþíŕéš íñ ${i?.hours} ĥóúŕš. ········································]`)
};

/**
* | output |
* | --- |
* | "Open the invitation to accept or decline it. It works once, for this address, and expires in {hours} hours." |
*
* @param {Mail_Invitation_ExpiryInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_expiry = /** @type {((inputs: Mail_Invitation_ExpiryInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_ExpiryInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invitation_expiry(inputs)
	if (locale === "ar") return ar_mail_invitation_expiry(inputs)
	if (locale === "en-XA") return en_xa2_mail_invitation_expiry(inputs)
	return en_mail_invitation_expiry(inputs)
});