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
    heading: "Sign in with one click",
    paragraphs: [
      `Use the button below to sign in to ${input.appName}. The link works once and expires in ${input.expiresInMinutes} minutes.`,
    ],
    action: { label: `Sign in to ${input.appName}`, url: input.url },
    footnote:
      "You received this because someone asked to sign in with this address. If it was not you, ignore this mail: nothing happens until the link is used.",
  });
}
