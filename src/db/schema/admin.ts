import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * What admins did in the console (ADR 036): who, what, when, on whom. Rows are only ever
 * inserted. The addresses are copied in, and neither id holds the row to its user: the log
 * outlives both the admin's account and the account acted on.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: text().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: text().references(() => user.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    /** One of src/lib/admin-audit.ts's kinds, checked in code so a new one needs no migration. */
    action: text().notNull(),
    targetUserId: text(),
    targetEmail: text(),
    /** A few words of context (a ban's reason and end, a key's id); never a secret. */
    detail: jsonb().$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    index("admin_audit_created_idx").on(table.createdAt.desc()),
    index("admin_audit_target_created_idx").on(table.targetUserId, table.createdAt.desc()),
  ],
);
