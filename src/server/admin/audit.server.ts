import { generateId } from "@better-auth/core/utils/id";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adminAudit } from "~/db/schema";
import type { AuditAction } from "~/lib/admin";

// The console's audit log (ADR 036): one row per admin action, written by the module that does
// the action, in the same request, and read only through the console.

/** Who acted: an admin (by id and address), or ADMIN_EMAILS with no id. */
export interface AuditActor {
  id: string | null;
  email: string;
}

/** The account acted on. */
export interface AuditTarget {
  id: string;
  email: string;
}

interface AuditEntry {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorEmail: string;
  action: AuditAction;
  targetUserId: string | null;
  targetEmail: string | null;
  detail: Record<string, string>;
}

/**
 * Appends one entry. Unlike the account's timeline it may throw: an admin action whose record
 * could not be written is answered as failed, so the log never misses what was done through it.
 */
export async function recordAudit(
  db: Database,
  entry: {
    actor: AuditActor;
    action: AuditAction;
    target: AuditTarget | null;
    detail?: Record<string, string>;
  },
): Promise<void> {
  await db.insert(adminAudit).values({
    id: generateId(),
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    detail: entry.detail ?? {},
  });
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** One page of the log, newest first; with `targetUserId`, only what was done to that account. */
export async function listAudit(
  db: Database,
  options: { page: number; pageSize: number; targetUserId?: string },
): Promise<AuditPage> {
  const where = options.targetUserId
    ? eq(adminAudit.targetUserId, options.targetUserId)
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(adminAudit).where(where),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, action: row.action as AuditAction })),
    total: totals[0]?.total ?? 0,
  };
}
