import { lookup } from "node:dns/promises";
import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { webhookDelivery, webhookEndpoint, webhookMessage } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { AppError } from "~/lib/app-error";
import type { Permission } from "~/lib/organization-access";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "~/lib/webhook-events";
import {
  type Owner,
  requirePermission,
  type Workspace,
} from "~/server/workspaces/workspace.server";
import { isPublicAddress } from "./address-guard.server";
import { emitEvent, newWebhookSecret, webhookId } from "./outbox.server";
import { sendableUrl } from "./transport.server";

// A workspace's webhook endpoints (ADR 083), for every entry point: each call checks the
// caller's right first (in an organization, owners and admins), then that the endpoint or
// delivery named belongs to the workspace. The secret is answered only when made or rotated.

/** How long the secret before a rotation keeps signing, so receivers can switch without a gap. */
const ROTATION_OVERLAP_MS = 24 * 3_600_000;
/** Deliveries the log shows at a time. */
const LOG_PAGE = 50;
/**
 * The longest time range one replay covers. The log keeps every delivery until its endpoint is
 * deleted, so this bounds the work of one call, not what can be reached: a longer outage is
 * recovered a month at a time.
 */
const REPLAY_RANGE_MAX_DAYS = 31;
/** Deliveries one range replay queues at most; the answer says when more remain. */
export const REPLAY_BATCH = 1000;
/** How far past the server's clock a range may end: the browser's clock may run ahead. */
const REPLAY_CLOCK_SKEW_MS = 60_000;

const SUBSCRIBABLE = WEBHOOK_EVENT_TYPES.filter((type) => type !== "webhook.test") as [
  WebhookEventType,
  ...WebhookEventType[],
];

/** What a person types to make an endpoint; every entry point parses it with this. */
export const endpointInput = z.strictObject({
  url: z.string().trim().min(1).max(2048),
  eventTypes: z.array(z.enum(SUBSCRIBABLE)).min(1).max(SUBSCRIBABLE.length),
  description: z.string().trim().max(200).optional(),
});
export type EndpointInput = z.input<typeof endpointInput>;

export const recordId = z.string().min(1).max(100);

export interface EndpointDeps {
  db: Database;
  /** WEBHOOKS_ALLOW_PRIVATE: loopback and private addresses are accepted. */
  allowPrivate: boolean;
}

const manage: Permission = { webhook: ["manage"] };

function ownerColumns(owner: Owner) {
  return {
    userId: owner.kind === "user" ? owner.id : null,
    organizationId: owner.kind === "organization" ? owner.id : null,
  };
}

/** The rows of the owner's endpoints. */
function ofOwner(owner: Owner): SQL {
  return owner.kind === "user"
    ? eq(webhookEndpoint.userId, owner.id)
    : eq(webhookEndpoint.organizationId, owner.id);
}

function ownedEndpoint(owner: Owner, id: string): SQL | undefined {
  return and(eq(webhookEndpoint.id, id), ofOwner(owner));
}

const notFound = () => new AppError("NOT_FOUND", words(m.webhook_error_endpoint_not_found, {}));

/**
 * Refuses (400) a URL a webhook may not go to: not http(s), credentials in it, or, unless
 * private addresses are allowed, a host that is or resolves to one. Delivery checks again on
 * every attempt; this tells the person now.
 */
async function checkUrl(url: string, allowPrivate: boolean): Promise<string> {
  const refused = () => new AppError("VALIDATION_ERROR", words(m.webhook_error_url, {}));
  const parsed = sendableUrl(url, allowPrivate);
  if (!parsed) throw refused();
  if (allowPrivate) return parsed.toString();
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) {
    throw refused();
  }
  return parsed.toString();
}

/** Makes an endpoint with a new secret; the secret is in this answer and in no later one. */
export async function createEndpoint(
  db: Database,
  owner: Owner,
  input: { url: string; eventTypes: WebhookEventType[]; description?: string },
) {
  const id = webhookId("ep");
  const secret = newWebhookSecret();
  await db.insert(webhookEndpoint).values({
    id,
    ...ownerColumns(owner),
    url: input.url,
    description: input.description ?? "",
    eventTypes: input.eventTypes,
    secret,
  });
  return { id, secret };
}

/** The workspace's endpoints, newest first, without their secrets. */
export async function listEndpoints({ db }: EndpointDeps, workspace: Workspace) {
  requirePermission(workspace, manage);
  const { owner } = workspace;
  const rows = await db
    .select({
      id: webhookEndpoint.id,
      url: webhookEndpoint.url,
      description: webhookEndpoint.description,
      eventTypes: webhookEndpoint.eventTypes,
      enabled: webhookEndpoint.enabled,
      disabledReason: webhookEndpoint.disabledReason,
      previousSecretEndsAt: webhookEndpoint.previousSecretEndsAt,
      createdAt: webhookEndpoint.createdAt,
    })
    .from(webhookEndpoint)
    .where(ofOwner(owner))
    .orderBy(desc(webhookEndpoint.createdAt));
  return rows.map((row) => ({
    ...row,
    previousSecretEndsAt: row.previousSecretEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Checks the input and makes the endpoint: its id and secret, shown once. */
export async function addEndpoint(deps: EndpointDeps, workspace: Workspace, raw: EndpointInput) {
  requirePermission(workspace, manage);
  const parsed = endpointInput.safeParse(raw);
  if (!parsed.success) throw new AppError("VALIDATION_ERROR", words(m.webhook_error_url, {}));
  const input = parsed.data;
  const url = await checkUrl(input.url, deps.allowPrivate);
  return createEndpoint(deps.db, workspace.owner, { ...input, url });
}

/** Turns an endpoint on or off; on again, it starts with a clean record of failures. */
export async function setEndpointEnabled(
  { db }: EndpointDeps,
  workspace: Workspace,
  id: string,
  enabled: boolean,
) {
  requirePermission(workspace, manage);
  const [row] = await db
    .update(webhookEndpoint)
    .set({
      enabled,
      disabledReason: null,
      consecutiveFailures: 0,
      failingSince: null,
      updatedAt: new Date(),
    })
    .where(ownedEndpoint(workspace.owner, id))
    .returning({ id: webhookEndpoint.id });
  if (!row) throw notFound();
  return { id, enabled };
}

/** Deletes an endpoint with its deliveries; nothing more is sent to it. */
export async function deleteEndpoint({ db }: EndpointDeps, workspace: Workspace, id: string) {
  requirePermission(workspace, manage);
  const [row] = await db
    .delete(webhookEndpoint)
    .where(ownedEndpoint(workspace.owner, id))
    .returning({ id: webhookEndpoint.id });
  if (!row) throw notFound();
  return { id };
}

/**
 * A new secret for the endpoint, answered once; the current one keeps signing beside it for
 * 24 hours, so the receiver can switch without missing an event.
 */
export async function rotateSecret(
  { db }: EndpointDeps,
  workspace: Workspace,
  id: string,
  now = new Date(),
) {
  requirePermission(workspace, manage);
  const secret = newWebhookSecret();
  const previousSecretEndsAt = new Date(now.getTime() + ROTATION_OVERLAP_MS);
  const [row] = await db
    .update(webhookEndpoint)
    .set({
      previousSecret: webhookEndpoint.secret,
      previousSecretEndsAt,
      secret,
      updatedAt: now,
    })
    .where(ownedEndpoint(workspace.owner, id))
    .returning({ id: webhookEndpoint.id });
  if (!row) throw notFound();
  return { id, secret, previousSecretEndsAt: previousSecretEndsAt.toISOString() };
}

/** Refuses a caller who may not manage endpoints (403), or an endpoint not theirs (404). */
async function requireEndpoint(db: Database, workspace: Workspace, id: string): Promise<void> {
  requirePermission(workspace, manage);
  const [row] = await db
    .select({ id: webhookEndpoint.id })
    .from(webhookEndpoint)
    .where(ownedEndpoint(workspace.owner, id));
  if (!row) throw notFound();
}

/** Queues a `webhook.test` event for this endpoint alone, whatever it subscribes to. */
export async function sendTestEvent({ db }: EndpointDeps, workspace: Workspace, id: string) {
  await requireEndpoint(db, workspace, id);
  const messageId = await emitEvent(
    { db },
    workspace.owner,
    "webhook.test",
    { workspace: workspace.owner, endpointId: id },
    id,
  );
  return { messageId };
}

/** The endpoint's latest deliveries, newest first: what was sent, what answered, how fast. */
export async function deliveryLog({ db }: EndpointDeps, workspace: Workspace, endpointId: string) {
  await requireEndpoint(db, workspace, endpointId);
  const rows = await db
    .select({
      id: webhookDelivery.id,
      messageId: webhookDelivery.messageId,
      eventType: webhookMessage.eventType,
      status: webhookDelivery.status,
      attempts: webhookDelivery.attempts,
      responseStatus: webhookDelivery.lastResponseStatus,
      durationMs: webhookDelivery.lastDurationMs,
      error: webhookDelivery.lastError,
      payload: webhookMessage.payload,
      /** The last answer's body, cut to its first 4,096 characters. */
      responseBody: webhookDelivery.lastResponseBody,
      lastAttemptAt: webhookDelivery.lastAttemptAt,
      nextAttemptAt: webhookDelivery.nextAttemptAt,
      createdAt: webhookDelivery.createdAt,
    })
    .from(webhookDelivery)
    .innerJoin(webhookMessage, eq(webhookMessage.id, webhookDelivery.messageId))
    .where(eq(webhookDelivery.endpointId, endpointId))
    .orderBy(desc(webhookDelivery.createdAt))
    .limit(LOG_PAGE);
  return rows.map(({ payload, ...row }) => ({
    ...row,
    /** The body as it was sent (its `webhook-id` is `messageId`). */
    requestBody: JSON.stringify(payload),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * What a replay writes: pending, due now, with a fresh set of attempts. Only ever applied to a
 * delivery that is not pending: a pending one is already queued or in a worker's hands, and
 * clearing its claim would let a second worker send it while the first still is.
 */
function requeued(now: Date) {
  return {
    status: "pending" as const,
    attempts: 0,
    nextAttemptAt: now,
    claimedUntil: null,
    updatedAt: now,
  };
}

/**
 * Sends one delivery again, now, with the same `webhook-id` and a fresh set of attempts, even if
 * it was accepted before (the receiver asked for it). Of an endpoint that is off, it waits until
 * the endpoint is on again. A delivery still pending (waiting for its next attempt, or being
 * sent) is left as it is and answered `replayed: false`: it is already on its way, and a second
 * click must neither fail nor send it twice.
 */
export async function replayDelivery(
  { db }: EndpointDeps,
  workspace: Workspace,
  deliveryId: string,
  now = new Date(),
) {
  requirePermission(workspace, manage);
  const [owned] = await db
    .select({ id: webhookDelivery.id, endpointId: webhookDelivery.endpointId })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .where(and(eq(webhookDelivery.id, deliveryId), ofOwner(workspace.owner)));
  if (!owned) {
    throw new AppError("NOT_FOUND", words(m.webhook_error_delivery_not_found, {}));
  }
  // The status is tested in the UPDATE itself, so a worker's claim between the two is respected.
  const replayed = await db
    .update(webhookDelivery)
    .set(requeued(now))
    .where(and(eq(webhookDelivery.id, deliveryId), ne(webhookDelivery.status, "pending")))
    .returning({ id: webhookDelivery.id });
  return { id: deliveryId, replayed: replayed.length > 0 };
}

/** Why a replay's range is refused (400), or null: empty or reversed, in the future, too long. */
function replayRangeFault({ from, to }: { from: Date; to: Date }, now: Date): Words | null {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) {
    return words(m.webhook_error_replay_range_order, {});
  }
  if (to.getTime() > now.getTime() + REPLAY_CLOCK_SKEW_MS) {
    return words(m.webhook_error_replay_range_future, {});
  }
  if (to.getTime() - from.getTime() > REPLAY_RANGE_MAX_DAYS * 86_400_000) {
    return words(m.webhook_error_replay_range_length, { days: REPLAY_RANGE_MAX_DAYS });
  }
  return null;
}

/**
 * Sends again every failed delivery to the endpoint whose message was made in [from, to)
 * (Svix's "recover failed messages"), as `replayDelivery` does one: after an outage, the
 * receiver gets what it missed. Succeeded and pending deliveries are left alone, so replaying
 * a range twice, or while the worker sends, queues nothing twice. At most `REPLAY_BATCH` are
 * queued per call, oldest first; `more` says another call would find more.
 */
export async function replayDeliveries(
  { db }: EndpointDeps,
  workspace: Workspace,
  endpointId: string,
  range: { from: Date; to: Date },
  now = new Date(),
) {
  const fault = replayRangeFault(range, now);
  if (fault) throw new AppError("VALIDATION_ERROR", fault);
  await requireEndpoint(db, workspace, endpointId);
  // PostgreSQL refuses year 0 and before (a 500), and nothing was sent before 1970 anyway.
  const notBefore1970 = (at: Date) => new Date(Math.max(at.getTime(), 0));
  // A delivery is made in its message's statement with the message's time, so its own
  // created_at is the message's, and the log's index serves the range.
  const failedInRange = and(
    eq(webhookDelivery.endpointId, endpointId),
    eq(webhookDelivery.status, "failed"),
    gte(webhookDelivery.createdAt, notBefore1970(range.from)),
    lt(webhookDelivery.createdAt, notBefore1970(range.to)),
  );
  const batch = db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(failedInRange)
    .orderBy(asc(webhookDelivery.createdAt))
    .limit(REPLAY_BATCH);
  // The status is tested again on each row as it is updated: a concurrent replay has won it.
  const replayed = await db
    .update(webhookDelivery)
    .set(requeued(now))
    .where(and(inArray(webhookDelivery.id, batch), eq(webhookDelivery.status, "failed")))
    .returning({ id: webhookDelivery.id });
  const more =
    replayed.length >= REPLAY_BATCH &&
    (
      await db
        .select({ id: webhookDelivery.id })
        .from(webhookDelivery)
        .where(failedInRange)
        .limit(1)
    ).length > 0;
  return { replayed: replayed.length, more };
}
