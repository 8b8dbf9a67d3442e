import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Org_Hand_Over_TextInputs */

const en_org_hand_over_text = /** @type {(inputs: Org_Hand_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} becomes an owner, with billing and the power to delete the organization. You become an admin. Only an owner can make you an owner again.`)
};

const de_org_hand_over_text = /** @type {(inputs: Org_Hand_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wird Inhaber, mit der Abrechnung und dem Recht, die Organisation zu löschen. Sie werden Admin. Nur ein Inhaber kann Sie wieder zum Inhaber machen.`)
};

const ar_org_hand_over_text = /** @type {(inputs: Org_Hand_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يصبح ${i?.name} مالكًا، مع الفوترة وصلاحية حذف المؤسسة. وتصبح أنت مشرفًا. لا يستطيع إعادتك مالكًا إلا مالك.`)
};

const en_xa2_org_hand_over_text = /** @type {(inputs: Org_Hand_Over_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ƀéçóɱéš áñ óŵñéŕ, ŵíţĥ ƀíļļíñĝ áñð ţĥé þóŵéŕ ţó ðéļéţé ţĥé óŕĝáñížáţíóñ. Ýóú ƀéçóɱé áñ áðɱíñ. Óñļý áñ óŵñéŕ çáñ ɱáķé ýóú áñ óŵñéŕ áĝáíñ. ·······················································]`)
};

/**
* | output |
* | --- |
* | "{name} becomes an owner, with billing and the power to delete the organization. You become an admin. Only an owner can make you an owner again." |
*
* @param {Org_Hand_Over_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_hand_over_text = /** @type {((inputs: Org_Hand_Over_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Hand_Over_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_hand_over_text(inputs)
	if (locale === "ar") return ar_org_hand_over_text(inputs)
	if (locale === "en-XA") return en_xa2_org_hand_over_text(inputs)
	return en_org_hand_over_text(inputs)
});