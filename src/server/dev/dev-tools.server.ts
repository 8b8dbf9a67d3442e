import type { StoredMail } from "~/server/mail/dev-mailbox.server";
import { getRuntime } from "~/server/runtime.server";

/** The dev mailbox's messages, newest first, or null where the dev tools are not served. */
export async function devMailboxMessages(): Promise<StoredMail[] | null> {
  const { env, mailer } = await getRuntime();
  if (!env.devToolsEnabled || !mailer.mailbox) return null;
  return mailer.mailbox.list();
}

export async function devToolsEnabled(): Promise<boolean> {
  return (await getRuntime()).env.devToolsEnabled;
}
