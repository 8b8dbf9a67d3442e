import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mailbox: NonNullable<unknown> }} Login_Inbox_Dev_MailboxInputs */

const en_login_inbox_dev_mailbox = /** @type {(inputs: Login_Inbox_Dev_MailboxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No mail server is configured: the link is in the ${i?.mailbox} and in the server's console.`)
};

const de_login_inbox_dev_mailbox = /** @type {(inputs: Login_Inbox_Dev_MailboxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es ist kein Mailserver eingerichtet: Der Link steht im ${i?.mailbox} und in der Konsole des Servers.`)
};

const ar_login_inbox_dev_mailbox = /** @type {(inputs: Login_Inbox_Dev_MailboxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يُضبط خادم بريد: الرابط موجود في ${i?.mailbox} وفي سجل الخادم.`)
};

const en_xa2_login_inbox_dev_mailbox = /** @type {(inputs: Login_Inbox_Dev_MailboxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ɱáíļ šéŕṽéŕ íš çóñƒíĝúŕéð: ţĥé ļíñķ íš íñ ţĥé ${i?.mailbox} áñð íñ ţĥé šéŕṽéŕ'š çóñšóļé. ·······························]`)
};

/**
* | output |
* | --- |
* | "No mail server is configured: the link is in the {mailbox} and in the server's console." |
*
* @param {Login_Inbox_Dev_MailboxInputs} inputs
* @param {{ locale?: "en" | "de" | "ar" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const login_inbox_dev_mailbox = /** @type {((inputs: Login_Inbox_Dev_MailboxInputs, options?: { locale?: "en" | "de" | "ar" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Inbox_Dev_MailboxInputs, { locale?: "en" | "de" | "ar" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_login_inbox_dev_mailbox(inputs)
	if (locale === "ar") return ar_login_inbox_dev_mailbox(inputs)
	if (locale === "en-XA") return en_xa2_login_inbox_dev_mailbox(inputs)
	return en_login_inbox_dev_mailbox(inputs)
});