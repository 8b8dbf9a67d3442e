import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { apikey } from "./auth";

/**
 * The first response to each `Idempotency-Key` a REST API key sent with a mutating call, replayed
 * for 24 hours to a retry of the same request (ADR 034). A row without a status is a call still
 * under way. Rows go with their key, and are removed once a day old.
 */
export const apiIdempotency = pgTable(
  "api_idempotency",
  {
    keyId: text()
      .notNull()
      .references(() => apikey.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    /** SHA-256 of the method, path and body: a different request under the same key is refused. */
    fingerprint: text().notNull(),
    status: integer(),
    body: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.keyId, table.idempotencyKey] }),
    index("api_idempotency_created_at_idx").on(table.createdAt),
  ],
);
