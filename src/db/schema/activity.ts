import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * What happened to an account, as its owner reads it on Settings → Activity. Rows are only ever
 * inserted: the product never edits one, and they leave with the account (cascade) or after
 * ACTIVITY_RETENTION_DAYS. `kind` is checked in code (src/lib/activity.ts), not by a database
 * enum, so adding a kind is one line and no migration.
 */
export const accountEvent = pgTable(
  "account_event",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The requester's network, never the full address: "203.0.113.0/24", "this computer". */
    network: text(),
    /** The browser and system from the user agent: "Chrome 131 on macOS". */
    device: text(),
    /** A few words of context (a provider's id, a plan's name); never a secret. */
    detail: jsonb().$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    index("account_event_user_created_idx").on(table.userId, table.createdAt.desc()),
    // The admin console's sign-ins per day (ADR 037) read one kind over 30 days.
    index("account_event_kind_created_idx").on(table.kind, table.createdAt),
  ],
);
