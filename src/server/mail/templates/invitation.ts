import type { MailContent } from "../message";
import { renderMail } from "./layout";

/** An invitation to an organization; the link opens the invitation page (accept or decline). */
export function invitationMail(input: {
  appName: string;
  url: string;
  organizationName: string;
  inviter: string;
  role: string;
  expiresInHours: number;
}): MailContent {
  const { appName, organizationName } = input;
  return renderMail({
    appName,
    subject: `${input.inviter} invited you to ${organizationName} on ${appName}`,
    heading: `Join ${organizationName}`,
    paragraphs: [
      `${input.inviter} invited you to the organization ${organizationName} on ${appName}, as ${input.role === "admin" ? "an admin" : `a ${input.role}`}.`,
      `Open the invitation to accept or decline it. It works once, for this address, and expires in ${input.expiresInHours} hours.`,
    ],
    action: { label: "Open the invitation", url: input.url },
    footnote:
      "If you did not expect this, ignore this mail: nothing happens unless you accept. You need to sign in with this address to accept.",
  });
}
