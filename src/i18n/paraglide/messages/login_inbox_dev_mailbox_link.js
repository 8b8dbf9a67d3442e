import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Inbox_Dev_Mailbox_LinkInputs */

const en_login_inbox_dev_mailbox_link = /** @type {(inputs: Login_Inbox_Dev_Mailbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dev mailbox`)
};

const de_login_inbox_dev_mailbox_link = /** @type {(inputs: Login_Inbox_Dev_Mailbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwicklungs-Postfach`)
};

const ar_login_inbox_dev_mailbox_link = /** @type {(inputs: Login_Inbox_Dev_Mailbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صندوق بريد التطوير`)
};

const en_xa2_login_inbox_dev_mailbox_link = /** @type {(inputs: Login_Inbox_Dev_Mailbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðéṽ ɱáíļƀóẋ ····]`)
};

/**
* | output |
* | --- |
* | "dev mailbox" |
*
* @param {Login_Inbox_Dev_Mailbox_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_inbox_dev_mailbox_link = /** @type {((inputs?: Login_Inbox_Dev_Mailbox_LinkInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Inbox_Dev_Mailbox_LinkInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_inbox_dev_mailbox_link(inputs)
	if (locale === "ar") return ar_login_inbox_dev_mailbox_link(inputs)
	if (locale === "en-XA") return en_xa2_login_inbox_dev_mailbox_link(inputs)
	return en_login_inbox_dev_mailbox_link(inputs)
});