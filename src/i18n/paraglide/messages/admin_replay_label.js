import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, id: NonNullable<unknown> }} Admin_Replay_LabelInputs */

const en_admin_replay_label = /** @type {(inputs: Admin_Replay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Replay ${i?.type} ${i?.id}`)
};

const de_admin_replay_label = /** @type {(inputs: Admin_Replay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} ${i?.id} erneut anwenden`)
};

const ar_admin_replay_label = /** @type {(inputs: Admin_Replay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إعادة تطبيق ${i?.type} ${i?.id}`)
};

const en_xa2_admin_replay_label = /** @type {(inputs: Admin_Replay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéþļáý ${i?.type} ${i?.id} ···]`)
};

/**
* | output |
* | --- |
* | "Replay {type} {id}" |
*
* @param {Admin_Replay_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_replay_label = /** @type {((inputs: Admin_Replay_LabelInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Replay_LabelInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_replay_label(inputs)
	if (locale === "ar") return ar_admin_replay_label(inputs)
	if (locale === "en-XA") return en_xa2_admin_replay_label(inputs)
	return en_admin_replay_label(inputs)
});