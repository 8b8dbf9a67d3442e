import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Keys_Copy_Now_TextInputs */

const en_keys_copy_now_text = /** @type {(inputs: Keys_Copy_Now_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This key will not be shown again. Store it somewhere safe, such as a password manager or your service's secret settings.`)
};

const de_keys_copy_now_text = /** @type {(inputs: Keys_Copy_Now_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Schlüssel wird nicht noch einmal angezeigt. Bewahren Sie ihn sicher auf, etwa in einem Passwort-Manager oder in den geheimen Einstellungen Ihres Dienstes.`)
};

const ar_keys_copy_now_text = /** @type {(inputs: Keys_Copy_Now_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لن يُعرض هذا المفتاح مرة أخرى. احفظه في مكان آمن، مثل مدير كلمات المرور أو الإعدادات السرية لخدمتك.`)
};

const en_xa2_keys_copy_now_text = /** @type {(inputs: Keys_Copy_Now_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ķéý ŵíļļ ñóţ ƀé šĥóŵñ áĝáíñ. Šţóŕé íţ šóɱéŵĥéŕé šáƒé, šúçĥ áš á þáššŵóŕð ɱáñáĝéŕ óŕ ýóúŕ šéŕṽíçé'š šéçŕéţ šéţţíñĝš. ················································]`)
};

/**
* | output |
* | --- |
* | "This key will not be shown again. Store it somewhere safe, such as a password manager or your service's secret settings." |
*
* @param {Keys_Copy_Now_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keys_copy_now_text = /** @type {((inputs?: Keys_Copy_Now_TextInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keys_Copy_Now_TextInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_keys_copy_now_text(inputs)
	if (locale === "ar") return ar_keys_copy_now_text(inputs)
	if (locale === "en-XA") return en_xa2_keys_copy_now_text(inputs)
	return en_keys_copy_now_text(inputs)
});