import { randomBytes, randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
import type { WebhookEventType } from "~/lib/webhook-events";
import type { Owner } from "~/server/workspaces/workspace.server";
import { WEBHOOK_EVENT_DATA, type WebhookEventData } from "./catalogue";

// The outbox (ADR 083): an event becomes a message and one pending delivery per endpoint of the
// workspace that is enabled and subscribed to its type, in one statement, inside the caller's
// transaction or in the change's own statement, so the event is sent if and only if its change
// is committed.

export interface EmitDeps {
  /** The database, or the transaction the event's change is written in. */
  db: Database;
  /** The delivery worker's clock, so tests can move it; the wall clock by default. */
  now?: () => Date;
}

/** An id for a message, an endpoint or a delivery: the prefix, then 32 hex digits. */
export function webhookId(prefix: "msg" | "ep" | "dlv" | "att"): string {
  return `${prefix}_${randomUUID().replaceAll("-", "")}`;
}

/** A new signing secret in Standard Webhooks' form: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

function ownerColumns(owner: Owner) {
  return {
    userId: owner.kind === "user" ? owner.id : null,
    organizationId: owner.kind === "organization" ? owner.id : null,
  };
}

/** The SQL condition "this row belongs to the owner", for a table with both owner columns. */
function ownedBy(owner: Owner) {
  return owner.kind === "user"
    ? sql`user_id = ${owner.id} and organization_id is null`
    : sql`organization_id = ${owner.id} and user_id is null`;
}

/**
 * The outbox's writes as common table expressions, for a statement that defines before them a
 * relation `event(event_type, payload)` of one row (the event) or none (no event). A message and
 * a pending delivery per chosen endpoint are written only when some endpoint wants the event.
 * In the same statement as the change it reports, the event is queued exactly when the change
 * is, with no transaction held across round trips (ADR 083). The deliveries are `delivery`.
 * `onlyEndpoint` sends to that endpoint alone, whatever it subscribes to (a test event).
 */
export function outboxWrites(owner: Owner, id: string, now: Date, onlyEndpoint?: string): SQL {
  const { userId, organizationId } = ownerColumns(owner);
  const chosen = onlyEndpoint
    ? sql`webhook_endpoint.id = ${onlyEndpoint}`
    : sql`enabled and event.event_type = any(event_types)`;
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`endpoints as (
      select webhook_endpoint.id from webhook_endpoint, event where ${ownedBy(owner)} and ${chosen}
    ), message as (
      insert into webhook_message (id, user_id, organization_id, event_type, payload, created_at)
      select ${id}, ${userId}, ${organizationId}, event.event_type, event.payload, ${at}
      from event where exists (select 1 from endpoints)
      returning id
    ), delivery as (
      insert into webhook_delivery (id, message_id, endpoint_id, next_attempt_at, created_at, updated_at)
      select 'dlv_' || replace(gen_random_uuid()::text, '-', ''), message.id, endpoints.id,
        ${at}, ${at}, ${at}
      from message cross join endpoints
      returning message_id
    )`;
}

/**
 * Queues `type` with `data` for every endpoint of `owner` subscribed to it; the message's id,
 * or null when no endpoint wants it (then nothing is written). `data` is checked against the
 * catalogue first: a payload that breaks the published schema is a bug, thrown here.
 * `onlyEndpoint` sends to that endpoint alone, whatever it subscribes to (a test event).
 */
export async function emitEvent<T extends WebhookEventType>(
  deps: EmitDeps,
  owner: Owner,
  type: T,
  data: WebhookEventData<T>,
  onlyEndpoint?: string,
): Promise<string | null> {
  const now = (deps.now ?? (() => new Date()))();
  const payload = {
    type,
    timestamp: now.toISOString(),
    data: WEBHOOK_EVENT_DATA[type].parse(data),
  };
  const id = webhookId("msg");
  const result = await deps.db.execute(sql`
    with event as (select ${type}::text as event_type, ${JSON.stringify(payload)}::jsonb as payload),
    ${outboxWrites(owner, id, now, onlyEndpoint)}
    select message_id from delivery`);
  return rowsOf<{ message_id: string }>(result).length > 0 ? id : null;
}
