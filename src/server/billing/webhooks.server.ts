import { and, asc, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import type { Database } from "~/db/client.server";
import { webhookEvent } from "~/db/schema";
import { REPLAYABLE_STATES, type WebhookState } from "~/lib/admin-billing";
import { readWithin, WEBHOOK_BODY_LIMIT } from "~/server/http/body-limit.server";
import { storableInPostgres } from "~/server/http/storable.server";
import { isDatabaseUnavailable } from "~/server/http/unavailable.server";
import { countWebhookEvent, type WebhookResult } from "~/server/metrics/metrics.server";
import type { Billing } from "./billing.server";
import {
  type PolarCustomerData,
  type PolarSubscriptionData,
  polarCustomerSchema,
  polarSubscriptionSchema,
} from "./polar-schemas";
import {
  PolarSignatureError,
  PolarUnknownTypeError,
  verifyPolarEvent,
} from "./polar-signature.server";
import { type ApplyResult, applyPolarCustomer, applyPolarSubscription } from "./polar-sync.server";

/** After this many failed attempts an event stays in the inbox for a person to look at. */
const MAX_ATTEMPTS = 20;

const JSON_HEADERS = { "content-type": "application/json", "cache-control": "no-store" };

function jsonResponse(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

const INVALID_BODY = { code: "VALIDATION_ERROR", message: "Invalid body parameters" };
const TOO_LARGE = { code: "PAYLOAD_TOO_LARGE", message: "Body too large" };
/** The metrics' type for a delivery whose signature or body was refused: nothing in it is trusted. */
const UNVERIFIED = "unverified";

/** Any method but POST on the webhook route. */
export function webhookMethodNotAllowed(): Response {
  const response = jsonResponse(405, {
    code: "METHOD_NOT_ALLOWED",
    message: "Only POST is supported here.",
  });
  response.headers.set("allow", "POST");
  return response;
}

/**
 * What the product keeps of a verified event: its kind and, for subscription.*, the
 * subscription; for customer.updated, the customer (a card saved or removed).
 */
interface Event {
  type: string;
  subscription?: PolarSubscriptionData;
  customer?: PolarCustomerData;
}

/** The event's subscription or customer, parsed; undefined when the payload is not readable. */
function readEvent(type: string, data: unknown): Event | undefined {
  if (type === "customer.updated") {
    const parsed = polarCustomerSchema.safeParse(data);
    return parsed.success ? { type, customer: parsed.data } : undefined;
  }
  if (!type.startsWith("subscription.")) return { type };
  const parsed = polarSubscriptionSchema.safeParse(data);
  return parsed.success ? { type, subscription: parsed.data } : undefined;
}

/**
 * POST /api/webhooks/polar. The signature is checked on the raw body (Standard Webhooks, both of
 * Polar's key forms, ±5 minutes); a bad or stale one is refused with 4xx and nothing is stored.
 * A verified event goes into the inbox once by its id, then is applied. If applying fails the
 * event stays unprocessed and the response is still 202: the reconciler's pass retries it, so a
 * slow database never turns into a storm of redeliveries. During a database outage the response
 * is 503 instead, and Polar's redelivery applies the stored copy.
 */
export async function handlePolarWebhook(
  billing: Billing,
  secret: string,
  request: Request,
): Promise<Response> {
  // The server reads every body within its endpoint's limit first (body-limit.server.ts); this is
  // the same limit for a caller that hands the request here directly.
  const read = await readWithin(request, WEBHOOK_BODY_LIMIT);
  if (read.kind !== "read") countWebhookEvent(UNVERIFIED, "invalid");
  if (read.kind === "too-large") return jsonResponse(413, TOO_LARGE);
  if (read.kind === "incomplete") return jsonResponse(400, INVALID_BODY);
  const body = Buffer.from(read.bytes).toString("utf8");
  const headers = {
    "webhook-id": request.headers.get("webhook-id") ?? "",
    "webhook-timestamp": request.headers.get("webhook-timestamp") ?? "",
    "webhook-signature": request.headers.get("webhook-signature") ?? "",
  };
  let verified: { type: string; data?: unknown };
  try {
    verified = verifyPolarEvent(body, headers, secret);
  } catch (error) {
    if (error instanceof PolarUnknownTypeError) {
      // Signed, but of a kind this product does not use: acknowledged so Polar stops sending it.
      countWebhookEvent("unknown", "ignored");
      return jsonResponse(202, { received: true, ignored: true });
    }
    countWebhookEvent(UNVERIFIED, "invalid");
    if (error instanceof PolarSignatureError) {
      return jsonResponse(403, { code: "INVALID_SIGNATURE", message: "Invalid webhook signature" });
    }
    return jsonResponse(400, INVALID_BODY);
  }
  // Signed, so from Polar; but what the inbox cannot store is refused rather than failing there.
  const event = storableInPostgres(verified) && readEvent(verified.type, verified.data);
  if (!event) {
    countWebhookEvent(verified.type, "invalid");
    return jsonResponse(400, INVALID_BODY);
  }
  const id = headers["webhook-id"];
  const [stored] = await billing.db
    .insert(webhookEvent)
    .values({ id, type: event.type, payload: verified })
    .onConflictDoNothing()
    .returning({ id: webhookEvent.id });
  if (!stored) {
    const [existing] = await billing.db
      .select({ processedAt: webhookEvent.processedAt })
      .from(webhookEvent)
      .where(eq(webhookEvent.id, id));
    if (existing?.processedAt) {
      countWebhookEvent(event.type, "duplicate");
      return jsonResponse(200, { received: true, duplicate: true });
    }
  }
  const applied = await processEvent(billing, id, event);
  return jsonResponse(applied ? 200 : 202, { received: true });
}

/** What applying an event did, as the metrics name it. */
const RESULTS: Record<ApplyResult | "ignored", WebhookResult> = {
  applied: "applied",
  stale: "stale",
  "unknown-owner": "unknown_owner",
  ignored: "ignored",
};

/**
 * Applies one stored event and marks it processed; false (with the error kept) on failure.
 * Counted in the metrics whether it came with a delivery or with the reconciler's retry.
 */
async function processEvent(billing: Billing, id: string, event: Event): Promise<boolean> {
  try {
    const result = event.subscription
      ? await applyPolarSubscription(billing, event.subscription, id)
      : event.customer
        ? await applyPolarCustomer(billing, event.customer)
        : "ignored";
    // A subscription applied or stale was marked in the statement that wrote it.
    if (!event.subscription || result === "unknown-owner") {
      await billing.db
        .update(webhookEvent)
        .set({ processedAt: new Date(), lastError: result === "applied" ? null : result })
        .where(eq(webhookEvent.id, id));
    }
    countWebhookEvent(event.type, RESULTS[result]);
    return true;
  } catch (error) {
    // An outage is answered 503 (src/server.ts), so Polar delivers the event again once the
    // database is back; the stored copy is applied then.
    if (isDatabaseUnavailable(error)) throw error;
    countWebhookEvent(event.type, "failed");
    await markFailed(billing.db, id, error).catch(() => {});
    return false;
  }
}

/**
 * Seconds since the oldest event not yet applied arrived (0 when none waits), for the metrics:
 * one row read through the inbox's partial index on unprocessed events.
 */
export async function oldestUnappliedAge(db: Database, now = Date.now()): Promise<number> {
  const [oldest] = await db
    .select({ receivedAt: webhookEvent.receivedAt })
    .from(webhookEvent)
    .where(isNull(webhookEvent.processedAt))
    .orderBy(asc(webhookEvent.receivedAt))
    .limit(1);
  return oldest ? Math.max(0, (now - oldest.receivedAt.getTime()) / 1000) : 0;
}

async function markFailed(db: Database, id: string, error: unknown): Promise<void> {
  await db
    .update(webhookEvent)
    .set({
      // A replayed event that had been ignored is unprocessed again, for the retry.
      processedAt: null,
      attempts: sql`${webhookEvent.attempts} + 1`,
      lastError: failureMessage(error),
    })
    .where(eq(webhookEvent.id, id));
}

/**
 * What the inbox keeps of a failure, which the admin console shows and its audit log records:
 * the database's own words for a failed query, not the query and its parameters (a customer's
 * address among them) that the query builder's error adds around them.
 */
function failureMessage(error: unknown): string {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return String((cause as Error)?.message ?? cause);
}

/** The event as it was parsed when it arrived; an unreadable one is kept as its kind alone. */
function storedEvent(row: { type: string; payload: unknown }): Event {
  // The payload was verified and parsed when it arrived.
  return readEvent(row.type, (row.payload as { data?: unknown }).data) ?? { type: row.type };
}

/** Retries inbox events that failed to apply, oldest first. */
export async function retryUnprocessedEvents(billing: Billing): Promise<number> {
  const pending = await billing.db
    .select()
    .from(webhookEvent)
    .where(and(isNull(webhookEvent.processedAt), lt(webhookEvent.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(webhookEvent.receivedAt))
    .limit(100);
  let done = 0;
  for (const row of pending) {
    if (await processEvent(billing, row.id, storedEvent(row))) done++;
  }
  return done;
}

/**
 * Where an inbox event stands (src/lib/admin-billing.ts words each state), from the columns
 * processing writes: the one definition the console's filter, counts and replay read.
 */
export const webhookStateOf: SQL<WebhookState> = sql<WebhookState>`case
  when ${webhookEvent.processedAt} is not null and ${webhookEvent.lastError} is null then 'applied'
  when ${webhookEvent.processedAt} is not null then 'ignored'
  when ${webhookEvent.attempts} > 0 then 'failed'
  else 'pending' end`;

export type ReplayResult =
  | { kind: "not-found" }
  | { kind: "not-replayable"; state: WebhookState }
  | {
      kind: "replayed";
      before: WebhookState;
      state: WebhookState;
      error: string | null;
      /** The Polar customer's external id the event names, if it is a subscription's. */
      externalId: string | null;
    };

/**
 * An admin's replay of a failed or ignored event (ADR 037): its stored payload goes through the
 * same processing as a delivery, so a replay is as idempotent as a redelivery (a subscription
 * snapshot never overwrites a newer one, and is inserted once).
 */
export async function replayWebhookEvent(billing: Billing, id: string): Promise<ReplayResult> {
  const stateOf = async () => {
    const [row] = await billing.db
      .select({
        type: webhookEvent.type,
        payload: webhookEvent.payload,
        lastError: webhookEvent.lastError,
        state: webhookStateOf,
      })
      .from(webhookEvent)
      .where(eq(webhookEvent.id, id));
    return row;
  };
  const before = await stateOf();
  if (!before) return { kind: "not-found" };
  if (!REPLAYABLE_STATES.includes(before.state)) {
    return { kind: "not-replayable", state: before.state };
  }
  const event = storedEvent(before);
  await processEvent(billing, id, event);
  const after = await stateOf();
  return {
    kind: "replayed",
    before: before.state,
    state: after?.state ?? before.state,
    error: after?.lastError ?? null,
    externalId: event.subscription?.customer.external_id ?? null,
  };
}
