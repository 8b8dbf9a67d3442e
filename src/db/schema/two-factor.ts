import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A user's authenticator app and backup codes (Better Auth's two-factor plugin, ADR 028). Both
 * secrets are encrypted with BETTER_AUTH_SECRET: the table alone signs nobody in. One row per
 * user; it is written when setup starts (`verified` false) and counts as on once the first code
 * is confirmed.
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean().notNull().default(true),
    /** Wrong codes in a row at sign-in; at the limit the account's code check pauses. */
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex("two_factor_user_id_idx").on(table.userId)],
);
