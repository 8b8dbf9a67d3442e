import type { MailContent } from "../message";
import { renderMail } from "./layout";

export function magicLinkMail(input: {
  appName: string;
  url: string;
  expiresInMinutes: number;
}): MailContent {
  return renderMail({
    appName: input.appName,
    subject: `Your sign-in link for ${input.appName}`,
    heading: `Sign in to ${input.appName}`,
    paragraphs: [
      `Use the button below, then press Sign in on the page it opens. The link works once and expires in ${input.expiresInMinutes} minutes.`,
    ],
    action: { label: `Sign in to ${input.appName}`, url: input.url },
    footnote:
      "You received this because someone asked to sign in with this address. If it was not you, ignore this mail: nothing happens until the link is used.",
  });
}
