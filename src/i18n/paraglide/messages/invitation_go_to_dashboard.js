import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Go_To_DashboardInputs */

const en_invitation_go_to_dashboard = /** @type {(inputs: Invitation_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your dashboard`)
};

const de_invitation_go_to_dashboard = /** @type {(inputs: Invitation_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Ihrem Dashboard`)
};

const ar_invitation_go_to_dashboard = /** @type {(inputs: Invitation_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتقل إلى لوحة التحكم`)
};

const en_xa2_invitation_go_to_dashboard = /** @type {(inputs: Invitation_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó ýóúŕ ðášĥƀóáŕð ········]`)
};

/**
* | output |
* | --- |
* | "Go to your dashboard" |
*
* @param {Invitation_Go_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_go_to_dashboard = /** @type {((inputs?: Invitation_Go_To_DashboardInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Go_To_DashboardInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_go_to_dashboard(inputs)
	if (locale === "ar") return ar_invitation_go_to_dashboard(inputs)
	if (locale === "en-XA") return en_xa2_invitation_go_to_dashboard(inputs)
	return en_invitation_go_to_dashboard(inputs)
});