import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Feature_Plans_TextInputs */

const en_landing_feature_plans_text = /** @type {(inputs: Landing_Feature_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe, see what your plan includes, and cancel whenever you like, all from your account.`)
};

const de_landing_feature_plans_text = /** @type {(inputs: Landing_Feature_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnieren, sehen, was Ihr Tarif enthält, und jederzeit kündigen – alles in Ihrem Konto.`)
};

const ar_landing_feature_plans_text = /** @type {(inputs: Landing_Feature_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشترك، واطّلع على ما تتضمنه خطتك، وألغِ متى شئت، كل ذلك من حسابك.`)
};

const en_xa2_landing_feature_plans_text = /** @type {(inputs: Landing_Feature_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúƀšçŕíƀé, šéé ŵĥáţ ýóúŕ þļáñ íñçļúðéš, áñð çáñçéļ ŵĥéñéṽéŕ ýóú ļíķé, áļļ ƒŕóɱ ýóúŕ áççóúñţ. ·····································]`)
};

/**
* | output |
* | --- |
* | "Subscribe, see what your plan includes, and cancel whenever you like, all from your account." |
*
* @param {Landing_Feature_Plans_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const landing_feature_plans_text = /** @type {((inputs?: Landing_Feature_Plans_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Feature_Plans_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_feature_plans_text(inputs)
	if (locale === "ar") return ar_landing_feature_plans_text(inputs)
	if (locale === "en-XA") return en_xa2_landing_feature_plans_text(inputs)
	return en_landing_feature_plans_text(inputs)
});