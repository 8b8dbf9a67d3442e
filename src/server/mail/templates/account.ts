import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import type { MailContent } from "../message";
import { renderMail } from "./layout";

// Every account mail but the magic link: one function each, all through the same layout, in the
// recipient's language (ADR 062).

interface Base {
  appName: string;
  /** The recipient's language: their stored choice, else the asking request's; English if not given. */
  locale?: Locale;
}

export function verifyEmailMail({ appName, url, locale = "en" }: Base & { url: string }) {
  const l = { locale };
  return renderMail({
    appName,
    locale,
    subject: m.mail_verify_subject({ appName }, l),
    heading: m.mail_verify_heading({}, l),
    paragraphs: [m.mail_verify_text({ appName }, l)],
    action: { label: m.mail_verify_action({}, l), url },
    footnote: m.mail_verify_footnote({}, l),
  });
}

export function changeEmailConfirmationMail({
  appName,
  url,
  newEmail,
  notMeUrl,
  locale = "en",
}: Base & { url: string; newEmail: string; notMeUrl?: string }): MailContent {
  const l = { locale };
  return renderMail({
    appName,
    locale,
    subject: m.mail_change_email_subject({ appName }, l),
    heading: m.mail_change_email_heading({}, l),
    paragraphs: [
      m.mail_change_email_text({ appName, newEmail }, l),
      m.mail_change_email_next({}, l),
    ],
    action: { label: m.mail_change_email_action({}, l), url },
    footnote: m.mail_change_email_footnote({}, l),
    notMeUrl,
  });
}

export function emailChangedNoticeMail({
  appName,
  newEmail,
  notMeUrl,
  locale = "en",
}: Base & { newEmail: string; notMeUrl?: string }): MailContent {
  const l = { locale };
  return renderMail({
    appName,
    locale,
    subject: m.mail_email_changed_subject({ appName }, l),
    heading: m.mail_email_changed_heading({}, l),
    paragraphs: [m.mail_email_changed_text({ appName, newEmail }, l)],
    footnote: m.mail_email_changed_footnote({}, l),
    notMeUrl,
  });
}

export function resetPasswordMail({ appName, url, locale = "en" }: Base & { url: string }) {
  const l = { locale };
  return renderMail({
    appName,
    locale,
    subject: m.mail_reset_subject({ appName }, l),
    heading: m.mail_reset_heading({}, l),
    paragraphs: [m.mail_reset_text({}, l)],
    action: { label: m.mail_reset_action({}, l), url },
    footnote: m.mail_reset_footnote({}, l),
  });
}

export function deleteAccountMail({ appName, url, locale = "en" }: Base & { url: string }) {
  const l = { locale };
  return renderMail({
    appName,
    locale,
    subject: m.mail_delete_subject({ appName }, l),
    heading: m.mail_delete_heading({}, l),
    paragraphs: [m.mail_delete_text({ appName }, l), m.mail_delete_link_text({}, l)],
    action: { label: m.mail_delete_action({}, l), url },
    footnote: m.mail_delete_footnote({}, l),
  });
}

/**
 * A sensitive change to the account (ADR 026): what happened, when and from where, with the
 * link that signs every session out. The link opens a page that asks first: mail scanners
 * fetch links. `what`, `when`, `device` and `network` come already in the recipient's language.
 */
export function securityAlertMail({
  appName,
  what,
  when,
  device,
  network,
  notMeUrl,
  locale = "en",
}: Base & {
  what: string;
  when: string;
  device: string;
  network: string;
  notMeUrl: string;
}): MailContent {
  const l = { locale };
  return renderMail({
    appName,
    locale,
    subject: m.mail_alert_subject({ appName, what }, l),
    heading: what,
    paragraphs: [
      m.mail_alert_text({ appName, when, device, network }, l),
      m.mail_alert_next({}, l),
    ],
    action: { label: m.mail_not_me({}, l), url: notMeUrl },
    footnote: m.mail_alert_footnote({}, l),
  });
}
