import { desc, eq } from "drizzle-orm";
import { webhookDelivery, webhookEndpoint, webhookMessage } from "~/db/schema";
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

/** How many deliveries the dev page lists: the latest, across every workspace. */
const DEV_DELIVERIES_SHOWN = 50;

/**
 * The latest webhook deliveries this instance's database holds, newest first, with what was
 * sent and what answered: the dev page's rows (ADR 083), or null where the dev tools do not
 * answer. Secrets are never among them.
 */
export async function devWebhookDeliveries(request: Request) {
  if (!(await devToolsServe(request))) return null;
  const { db } = (await getRuntime()).database;
  const rows = await db
    .select({
      id: webhookDelivery.id,
      messageId: webhookDelivery.messageId,
      eventType: webhookMessage.eventType,
      payload: webhookMessage.payload,
      url: webhookEndpoint.url,
      status: webhookDelivery.status,
      attempts: webhookDelivery.attempts,
      responseStatus: webhookDelivery.lastResponseStatus,
      responseBody: webhookDelivery.lastResponseBody,
      durationMs: webhookDelivery.lastDurationMs,
      error: webhookDelivery.lastError,
      lastAttemptAt: webhookDelivery.lastAttemptAt,
      createdAt: webhookDelivery.createdAt,
    })
    .from(webhookDelivery)
    .innerJoin(webhookMessage, eq(webhookMessage.id, webhookDelivery.messageId))
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .orderBy(desc(webhookDelivery.createdAt))
    .limit(DEV_DELIVERIES_SHOWN);
  return rows.map(({ payload, ...row }) => ({
    ...row,
    /** The event as it was sent: the request's body. */
    body: JSON.stringify(payload),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
