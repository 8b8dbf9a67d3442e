import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Everyone_StaysInputs */

const en_billing_everyone_stays = /** @type {(inputs: Billing_Everyone_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone stays. New invitations wait until the plan allows more people.`)
};

const de_billing_everyone_stays = /** @type {(inputs: Billing_Everyone_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle bleiben. Neue Einladungen warten, bis der Tarif mehr Personen erlaubt.`)
};

const ar_billing_everyone_stays = /** @type {(inputs: Billing_Everyone_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يبقى الجميع. تنتظر الدعوات الجديدة حتى تسمح الخطة بمزيد من الأشخاص.`)
};

const en_xa2_billing_everyone_stays = /** @type {(inputs: Billing_Everyone_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕýóñé šţáýš. Ñéŵ íñṽíţáţíóñš ŵáíţ úñţíļ ţĥé þļáñ áļļóŵš ɱóŕé þéóþļé. ····························]`)
};

/**
* | output |
* | --- |
* | "Everyone stays. New invitations wait until the plan allows more people." |
*
* @param {Billing_Everyone_StaysInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_everyone_stays = /** @type {((inputs?: Billing_Everyone_StaysInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Everyone_StaysInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_everyone_stays(inputs)
	if (locale === "ar") return ar_billing_everyone_stays(inputs)
	if (locale === "en-XA") return en_xa2_billing_everyone_stays(inputs)
	return en_billing_everyone_stays(inputs)
});