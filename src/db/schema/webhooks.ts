import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { organization } from "./organization";

// Outgoing webhooks (ADR 083): a workspace's endpoints, the events emitted for them (the outbox)
// and one delivery per event and endpoint, which the delivery worker claims, sends and records.
// The workspace is a user or an organization, one column each as in api_key_usage, so that each
// kind's deletion takes its endpoints and their log with it.

const owner = {
  userId: text().references(() => user.id, { onDelete: "cascade" }),
  organizationId: text().references(() => organization.id, { onDelete: "cascade" }),
};

export const webhookEndpoint = pgTable(
  "webhook_endpoint",
  {
    id: text().primaryKey(),
    ...owner,
    url: text().notNull(),
    description: text().notNull().default(""),
    /** The event types sent here (src/server/webhooks/catalogue.ts), checked in code. */
    eventTypes: text().array().notNull(),
    /**
     * The signing secret (`whsec_…`), kept readable: every delivery is signed with it. Shown to
     * the workspace once, when made or rotated.
     */
    secret: text().notNull(),
    /** The secret before the last rotation, which also signs until `previousSecretEndsAt`. */
    previousSecret: text(),
    previousSecretEndsAt: timestamp({ withTimezone: true }),
    enabled: boolean().notNull().default(true),
    /** Why the product disabled it ("failing", "gone"); null when enabled or disabled by a person. */
    disabledReason: text(),
    /** Attempts failed in a row; any accepted delivery resets it. */
    consecutiveFailures: integer().notNull().default(0),
    /** Since when every attempt has failed; null after an accepted one. Disables at 5 days. */
    failingSince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("webhook_endpoint_user_idx").on(table.userId),
    index("webhook_endpoint_organization_idx").on(table.organizationId),
    check(
      "webhook_endpoint_one_owner",
      sql`num_nonnulls(${table.userId}, ${table.organizationId}) = 1`,
    ),
  ],
);

/** An event as emitted (the outbox): its id is the `webhook-id` every delivery of it carries. */
export const webhookMessage = pgTable(
  "webhook_message",
  {
    /** `msg_…`: receivers deduplicate by it. */
    id: text().primaryKey(),
    ...owner,
    eventType: text().notNull(),
    /** The envelope `{ type, timestamp, data }` exactly as signed and sent. */
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("webhook_message_user_idx").on(table.userId),
    index("webhook_message_organization_idx").on(table.organizationId),
    check(
      "webhook_message_one_owner",
      sql`num_nonnulls(${table.userId}, ${table.organizationId}) = 1`,
    ),
  ],
);

/** One message to one endpoint: pending until accepted (2xx) or out of attempts. */
export const webhookDelivery = pgTable(
  "webhook_delivery",
  {
    id: text().primaryKey(),
    messageId: text()
      .notNull()
      .references(() => webhookMessage.id, { onDelete: "cascade" }),
    endpointId: text()
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: "cascade" }),
    status: text({ enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** Until then one worker owns the attempt; a crashed worker's claim lapses. */
    claimedUntil: timestamp({ withTimezone: true }),
    lastResponseStatus: integer(),
    /** The start of the last response's body (4 KB at most). */
    lastResponseBody: text(),
    lastDurationMs: integer(),
    lastError: text(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The worker's due deliveries: pending ones by their next attempt.
    index("webhook_delivery_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // An endpoint's delivery log, newest first.
    index("webhook_delivery_endpoint_created_idx").on(table.endpointId, table.createdAt.desc()),
    index("webhook_delivery_message_idx").on(table.messageId),
    check("webhook_delivery_status", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** Every attempt of a delivery, for the log: what was answered and how long it took. */
export const webhookAttempt = pgTable(
  "webhook_attempt",
  {
    id: text().primaryKey(),
    deliveryId: text()
      .notNull()
      .references(() => webhookDelivery.id, { onDelete: "cascade" }),
    attemptedAt: timestamp({ withTimezone: true }).notNull(),
    responseStatus: integer(),
    responseBody: text(),
    durationMs: integer().notNull(),
    error: text(),
  },
  (table) => [index("webhook_attempt_delivery_idx").on(table.deliveryId, table.attemptedAt)],
);
