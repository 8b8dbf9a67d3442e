import { type Locale, textDirection } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import type { MailContent } from "../message";

// One layout for every mail: inline styles only (mail clients drop <style> and web fonts), the
// product's pine and wool colours, no outside images or fonts. Each mail is a heading, a few
// paragraphs, at most one action and a closing note, rendered to HTML and to plain text.

export interface MailLayout {
  appName: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown small under the action: why the reader got this mail, what to do if unexpected. */
  footnote: string;
  /** A "This wasn't me" link under the footnote, for mails about a change to the account. */
  notMeUrl?: string;
  /** The recipient's language (ADR 059); English when not given. */
  locale?: Locale;
}

const colours = {
  pine: "#2f7d55",
  ink: "#1f2a24",
  muted: "#5b6660",
  wool: "#f7f4ee",
  card: "#ffffff",
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const font = "Manrope, 'Segoe UI', Helvetica, Arial, sans-serif";

export function renderMail(layout: MailLayout): MailContent {
  const locale = layout.locale ?? "en";
  const paragraphsHtml = layout.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join("");
  const actionHtml = layout.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;background:${colours.pine};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:8px">${escapeHtml(layout.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${colours.muted};line-height:1.5">${escapeHtml(m.mail_button_fallback({}, { locale }))}<br><span style="word-break:break-all">${escapeHtml(layout.action.url)}</span></p>`
    : "";
  const notMeHtml = layout.notMeUrl
    ? `\n<p style="margin:12px 0 0;font-size:13px;line-height:1.5"><a href="${escapeHtml(layout.notMeUrl)}" style="color:${colours.pine};font-weight:700">${escapeHtml(m.mail_not_me_sign_out({}, { locale }))}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;padding:0;background:${colours.wool};font-family:${font};color:${colours.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.wool};padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colours.card};border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-weight:800;font-size:18px;color:${colours.pine}">${escapeHtml(layout.appName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(layout.heading)}</h1>
${paragraphsHtml}${actionHtml}
<p style="margin:24px 0 0;font-size:13px;color:${colours.muted};line-height:1.5">${escapeHtml(layout.footnote)}</p>${notMeHtml}
</td></tr></table>
</td></tr></table>
</body></html>`;
  const text = [
    layout.appName,
    "",
    layout.heading,
    "",
    ...layout.paragraphs.flatMap((p) => [p, ""]),
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`, ""] : []),
    layout.footnote,
    "",
    ...(layout.notMeUrl ? [`${m.mail_not_me({}, { locale })}: ${layout.notMeUrl}`, ""] : []),
  ].join("\n");
  return { subject: layout.subject, text, html };
}
