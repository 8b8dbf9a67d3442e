import { generateId } from "@better-auth/core/utils/id";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { reconcileRun } from "~/db/schema";
import type { ReconcileRunStatus, ReconcileTarget } from "~/lib/admin-billing";
import type { Billing } from "~/server/billing/billing.server";
import {
  type ReconcileProgress,
  reconcileOpenSubscriptions,
  reconcileOwners,
} from "~/server/billing/reconcile.server";
import { type AuditActor, recordAudit } from "./audit.server";
import { customerOf, organizationDetail } from "./customers.server";

// "Reconcile now" in the console (ADR 037): re-reading one customer's subscriptions from Polar,
// or every open one's, as a run whose progress is a row. The instance that was asked does the
// work after its response; the page polls whichever instance its requests reach, and each reads
// the row. A run's heartbeat is written with every customer; one that stopped beating for
// HEARTBEAT_LEASE_SECONDS lost its instance, reads as interrupted, and no longer holds its
// target: the next start replaces it.

const HEARTBEAT_LEASE_SECONDS = 120;

export interface ReconcileRunView {
  id: string;
  target: ReconcileTarget;
  /** The customer's address or organization name; null for everyone. */
  targetLabel: string | null;
  status: ReconcileRunStatus;
  /** Customers to re-read; null while they are being counted. */
  total: number | null;
  done: number;
  failed: number;
  lastError: string | null;
  startedByEmail: string;
  startedAt: string;
  finishedAt: string | null;
}

/** What a run needs of the runtime: billing, and somewhere to work after the response. */
export interface ReconcileRunDeps {
  billing: Billing;
  background: {
    run(work: Promise<unknown>): void;
    /** Aborted when the process stops: the run ends at its next customer. */
    signal: AbortSignal;
  };
}

function targetKey(target: ReconcileTarget): string {
  return target.scope === "everyone" ? "everyone" : `${target.owner.kind}:${target.owner.id}`;
}

function targetOfKey(key: string): ReconcileTarget {
  if (key === "everyone") return { scope: "everyone" };
  const [kind, ...id] = key.split(":");
  return {
    scope: "customer",
    owner: { kind: kind === "organization" ? "organization" : "user", id: id.join(":") },
  };
}

const runColumns = {
  id: reconcileRun.id,
  target: reconcileRun.target,
  targetLabel: reconcileRun.targetLabel,
  // A run whose instance stopped beating reads as interrupted before anyone marks it so.
  status: sql<ReconcileRunStatus>`case
    when ${reconcileRun.status} = 'running'
      and ${reconcileRun.heartbeatAt} < now() - make_interval(secs => ${HEARTBEAT_LEASE_SECONDS})
    then 'interrupted' else ${reconcileRun.status} end`,
  total: reconcileRun.total,
  done: reconcileRun.done,
  failed: reconcileRun.failed,
  lastError: reconcileRun.lastError,
  startedByEmail: reconcileRun.startedByEmail,
  startedAt: reconcileRun.startedAt,
  finishedAt: reconcileRun.finishedAt,
};

type RunRow = Omit<ReconcileRunView, "target" | "startedAt" | "finishedAt"> & {
  target: string;
  startedAt: Date;
  finishedAt: Date | null;
};

function viewOf(row: RunRow): ReconcileRunView {
  return {
    ...row,
    target: targetOfKey(row.target),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function findReconcileRun(
  db: Database,
  id: string,
): Promise<ReconcileRunView | undefined> {
  const [row] = await db.select(runColumns).from(reconcileRun).where(eq(reconcileRun.id, id));
  return row && viewOf(row);
}

/** The newest runs first, for the page that was not there when they started. */
export async function recentReconcileRuns(db: Database, limit = 5): Promise<ReconcileRunView[]> {
  const rows = await db
    .select(runColumns)
    .from(reconcileRun)
    .orderBy(desc(reconcileRun.startedAt), desc(reconcileRun.id))
    .limit(limit);
  return rows.map(viewOf);
}

type RunChange = PgUpdateSetSource<typeof reconcileRun>;

/** Thrown by a run's progress when its row is no longer its to write: it stops there. */
class RunReplaced extends Error {}

/** Thrown by a run's progress when the process is stopping. */
class RunStopped extends Error {}

function progressOf(db: Database, id: string, stopping: AbortSignal): ReconcileProgress {
  const write = async (values: RunChange) => {
    const written = await db
      .update(reconcileRun)
      .set({ ...values, heartbeatAt: sql`now()` })
      .where(and(eq(reconcileRun.id, id), eq(reconcileRun.status, "running")))
      .returning({ id: reconcileRun.id });
    if (written.length === 0) throw new RunReplaced();
    if (stopping.aborted) throw new RunStopped();
  };
  return {
    counted: (total) => write({ total }),
    ownerDone: (error) =>
      write({
        done: sql`${reconcileRun.done} + 1`,
        ...(error && {
          failed: sql`${reconcileRun.failed} + 1`,
          lastError: error.message,
        }),
      }),
  };
}

const STOPPED = "The server stopped before the run was over: start it again.";

async function work(
  { billing, background }: ReconcileRunDeps,
  id: string,
  target: ReconcileTarget,
): Promise<void> {
  const progress = progressOf(billing.db, id, background.signal);
  const finish = (values: RunChange) =>
    billing.db
      .update(reconcileRun)
      .set({ ...values, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
      .where(and(eq(reconcileRun.id, id), eq(reconcileRun.status, "running")));
  try {
    if (target.scope === "everyone") await reconcileOpenSubscriptions(billing, progress);
    else await reconcileOwners(billing, [target.owner], progress);
    await finish({ status: "finished" });
  } catch (error) {
    if (error instanceof RunReplaced) return;
    if (error instanceof RunStopped) {
      await finish({ status: "interrupted", lastError: STOPPED });
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`A reconciliation started in the admin console failed: ${message}`);
    await finish({ status: "failed", lastError: message });
  }
}

export type StartResult =
  | { kind: "no-such-customer" }
  /** `started` is false when a run for the same target was already going: this is it. */
  | { kind: "run"; run: ReconcileRunView; started: boolean };

/**
 * Starts a run for `target`, unless one is going (on any instance): then the response is that
 * one. A start is recorded in the audit log before any work begins; a run whose record could not
 * be written is withdrawn, and the start fails.
 */
export async function startReconcileRun(
  deps: ReconcileRunDeps,
  actor: AuditActor & { id: string },
  target: ReconcileTarget,
): Promise<StartResult> {
  const { db } = deps.billing;
  const customer = target.scope === "customer" ? await customerOf(db, target.owner) : undefined;
  if (target.scope === "customer" && !customer) return { kind: "no-such-customer" };
  const key = targetKey(target);
  await db
    .update(reconcileRun)
    .set({ status: "interrupted", finishedAt: sql`now()` })
    .where(
      and(
        eq(reconcileRun.target, key),
        eq(reconcileRun.status, "running"),
        lt(
          reconcileRun.heartbeatAt,
          sql`now() - make_interval(secs => ${HEARTBEAT_LEASE_SECONDS})`,
        ),
      ),
    );
  const id = generateId();
  const [inserted] = await db
    .insert(reconcileRun)
    .values({
      id,
      target: key,
      targetLabel: customer?.label ?? null,
      total: target.scope === "customer" ? 1 : null,
      startedById: actor.id,
      startedByEmail: actor.email,
    })
    .onConflictDoNothing()
    .returning({ id: reconcileRun.id });
  if (!inserted) {
    const [going] = await db
      .select(runColumns)
      .from(reconcileRun)
      .where(and(eq(reconcileRun.target, key), eq(reconcileRun.status, "running")));
    // Finished between the insert and this read: start again, now that the target is free.
    if (!going) return startReconcileRun(deps, actor, target);
    return { kind: "run", run: viewOf(going), started: false };
  }
  try {
    await recordAudit(db, {
      actor,
      action: "reconcile_started",
      target: customer?.auditTarget ?? null,
      detail: {
        run: id,
        scope: target.scope === "everyone" ? "everyone" : target.owner.kind,
        ...(target.scope === "customer" && organizationDetail(target.owner, customer)),
      },
    });
  } catch (error) {
    await db.delete(reconcileRun).where(eq(reconcileRun.id, id));
    throw error;
  }
  deps.background.run(work(deps, id, target));
  const run = await findReconcileRun(db, id);
  if (!run) throw new Error("The reconciliation run disappeared as it started");
  return { kind: "run", run, started: true };
}
