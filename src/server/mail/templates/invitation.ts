import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import type { MailContent } from "../message";
import { renderMail } from "./layout";

/** The role as the invitation's sentence names it ("as an admin"); an unknown role as written. */
function roleInWords(role: string, locale: Locale): string {
  if (role === "admin") return m.mail_invitation_role_admin({}, { locale });
  if (role === "owner") return m.mail_invitation_role_owner({}, { locale });
  if (role === "member") return m.mail_invitation_role_member({}, { locale });
  return role;
}

/** An invitation to an organization; the link opens the invitation page (accept or decline). */
export function invitationMail(input: {
  appName: string;
  url: string;
  organizationName: string;
  inviter: string;
  role: string;
  expiresInHours: number;
  /** The organization's language, else the invitee's stored one, else the inviter's (ADR 062). */
  locale?: Locale;
}): MailContent {
  const { appName, organizationName, inviter } = input;
  const locale = input.locale ?? "en";
  const l = { locale };
  return renderMail({
    appName,
    locale,
    subject: m.mail_invitation_subject({ inviter, organizationName, appName }, l),
    heading: m.mail_invitation_heading({ organizationName }, l),
    paragraphs: [
      m.mail_invitation_text(
        { inviter, organizationName, appName, role: roleInWords(input.role, locale) },
        l,
      ),
      m.mail_invitation_expiry({ hours: input.expiresInHours }, l),
    ],
    action: { label: m.mail_invitation_action({}, l), url: input.url },
    footnote: m.mail_invitation_footnote({}, l),
  });
}
