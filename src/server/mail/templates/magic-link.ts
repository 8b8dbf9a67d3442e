import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import type { MailContent } from "../message";
import { renderMail } from "./layout";

export function magicLinkMail(input: {
  appName: string;
  url: string;
  expiresInMinutes: number;
  /** The recipient's language: their stored choice, else the asking browser's (ADR 059). */
  locale?: Locale;
}): MailContent {
  const locale = input.locale ?? "en";
  const appName = input.appName;
  return renderMail({
    appName,
    locale,
    subject: m.mail_sign_in_subject({ appName }, { locale }),
    heading: m.mail_sign_in_heading({ appName }, { locale }),
    paragraphs: [m.mail_sign_in_text({ minutes: input.expiresInMinutes }, { locale })],
    action: { label: m.mail_sign_in_heading({ appName }, { locale }), url: input.url },
    footnote: m.mail_sign_in_footnote({}, { locale }),
  });
}
