import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import type { MailContent } from "../message";
import { renderMail } from "./layout";

/**
 * To a workspace's owner: the product stopped sending events to one of its endpoints (ADR 083),
 * because it kept failing or answered 410 Gone. The link opens the webhook settings.
 */
export function webhookDisabledMail(input: {
  appName: string;
  endpointUrl: string;
  reason: "failing" | "gone";
  settingsUrl: string;
  locale?: Locale;
}): MailContent {
  const { appName, endpointUrl } = input;
  const locale = input.locale ?? "en";
  const l = { locale };
  return renderMail({
    appName,
    locale,
    subject: m.mail_webhook_disabled_subject({ appName }, l),
    heading: m.mail_webhook_disabled_heading({}, l),
    paragraphs: [
      input.reason === "gone"
        ? m.mail_webhook_disabled_gone({ endpointUrl }, l)
        : m.mail_webhook_disabled_failing({ endpointUrl }, l),
      m.mail_webhook_disabled_next({}, l),
    ],
    action: { label: m.mail_webhook_disabled_action({}, l), url: input.settingsUrl },
    footnote: m.mail_webhook_disabled_footnote({ appName }, l),
  });
}
