import { getRuntime } from "~/server/app/runtime.server";
import type { StoredMail } from "~/server/mail/dev-mailbox.server";
import { isLocalRequest } from "./local-request.server";

/**
 * Whether the dev tools answer `request`: they are on (not production, or ALLOW_LOCAL_SERVICES)
 * and the request is addressed to this machine or to APP_URL's host. Otherwise every dev page,
 * route and function answers as if it did not exist.
 */
export async function devToolsServe(request: Request): Promise<boolean> {
  const { env } = await getRuntime();
  return env.devToolsEnabled && isLocalRequest(request, env.appUrl);
}

/**
 * The dev mailbox's messages, newest first (only those to `to`, the whole address in any case,
 * when given), or null where the dev tools do not answer.
 */
export async function devMailboxMessages(
  request: Request,
  to?: string,
): Promise<StoredMail[] | null> {
  if (!(await devToolsServe(request))) return null;
  const { mailbox } = (await getRuntime()).mailer;
  return mailbox ? mailbox.list({ to }) : null;
}
