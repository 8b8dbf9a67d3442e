import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_SwitchInputs */

const en_org_switch = /** @type {(inputs: Org_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch`)
};

const de_org_switch = /** @type {(inputs: Org_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wechseln`)
};

const ar_org_switch = /** @type {(inputs: Org_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتقال`)
};

const en_xa2_org_switch = /** @type {(inputs: Org_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ··]`)
};

/**
* | output |
* | --- |
* | "Switch" |
*
* @param {Org_SwitchInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_switch = /** @type {((inputs?: Org_SwitchInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_SwitchInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_switch(inputs)
	if (locale === "ar") return ar_org_switch(inputs)
	if (locale === "en-XA") return en_xa2_org_switch(inputs)
	return en_org_switch(inputs)
});