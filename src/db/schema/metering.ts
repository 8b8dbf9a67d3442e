import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * API calls waiting to be reported to Polar as meter events (ADR 053): written in the same
 * statement as the usage counts they add to `api_key_usage`, sent in batches by a background
 * worker, and marked sent. The id is the event's `external_id` at Polar, so a batch sent twice
 * is counted once. No foreign key to the key: calls made with a key deleted since still count.
 */
export const meterEventOutbox = pgTable(
  "meter_event_outbox",
  {
    id: text().primaryKey(),
    /** The Polar customer's external id: the workspace owner (polarExternalId). */
    externalCustomerId: text().notNull(),
    keyId: text().notNull(),
    /** The UTC day the calls were made on, as api_key_usage counts them. */
    day: date({ mode: "string" }).notNull(),
    calls: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Until then one worker owns the row's delivery; another instance leaves it alone. */
    claimedUntil: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("meter_event_outbox_unsent_idx").on(table.createdAt).where(sql`${table.sentAt} is null`),
    index("meter_event_outbox_sent_at_idx").on(table.sentAt),
  ],
);
