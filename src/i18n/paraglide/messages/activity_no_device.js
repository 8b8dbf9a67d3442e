import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_No_DeviceInputs */

const en_activity_no_device = /** @type {(inputs: Activity_No_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No device recorded`)
};

const de_activity_no_device = /** @type {(inputs: Activity_No_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Gerät aufgezeichnet`)
};

const ar_activity_no_device = /** @type {(inputs: Activity_No_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُسجَّل أي جهاز`)
};

const en_xa2_activity_no_device = /** @type {(inputs: Activity_No_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ðéṽíçé ŕéçóŕðéð ·······]`)
};

/**
* | output |
* | --- |
* | "No device recorded" |
*
* @param {Activity_No_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_no_device = /** @type {((inputs?: Activity_No_DeviceInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_No_DeviceInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_no_device(inputs)
	if (locale === "ar") return ar_activity_no_device(inputs)
	if (locale === "en-XA") return en_xa2_activity_no_device(inputs)
	return en_activity_no_device(inputs)
});