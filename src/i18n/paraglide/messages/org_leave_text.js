import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Leave_TextInputs */

const en_org_leave_text = /** @type {(inputs: Org_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account stays; only your membership ends.`)
};

const de_org_leave_text = /** @type {(inputs: Org_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto bleibt bestehen; nur Ihre Mitgliedschaft endet.`)
};

const ar_org_leave_text = /** @type {(inputs: Org_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يبقى حسابك؛ تنتهي عضويتك فقط.`)
};

const en_xa2_org_leave_text = /** @type {(inputs: Org_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ áççóúñţ šţáýš; óñļý ýóúŕ ɱéɱƀéŕšĥíþ éñðš. ··················]`)
};

/**
* | output |
* | --- |
* | "Your account stays; only your membership ends." |
*
* @param {Org_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_leave_text = /** @type {((inputs?: Org_Leave_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_leave_text(inputs)
	if (locale === "ar") return ar_org_leave_text(inputs)
	if (locale === "en-XA") return en_xa2_org_leave_text(inputs)
	return en_org_leave_text(inputs)
});