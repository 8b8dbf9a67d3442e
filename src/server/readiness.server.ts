import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
import { bundledMigrations } from "~/db/migrate.server";
import { getRuntime } from "~/server/runtime.server";

/**
 * How long the readiness check waits for the database. A database that does not answer (a
 * dropped network, a server stuck starting) makes the probe say "not ready" in this time
 * instead of holding the load balancer's request until its own timeout.
 */
export const READINESS_TIMEOUT_MS = 2000;
/** The same bound for the quick probe behind the outage answers. */
const PROBE_TIMEOUT_MS = 1000;
/** A probe's answer is shared for this long: a burst of failing requests costs one query. */
const PROBE_SHARED_MS = 500;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface Readiness {
  ready: boolean;
  reason?: "starting" | "migrations pending" | "database unavailable";
}

/** Readiness of the server's own database (GET /api/ready), bounded while it still starts. */
export async function checkReadiness(): Promise<Readiness> {
  let database: Database;
  try {
    database = (await within(getRuntime(), READINESS_TIMEOUT_MS)).database.db;
  } catch {
    return { ready: false, reason: "starting" };
  }
  return readinessOf(database);
}

/** Ready: `db` answers within READINESS_TIMEOUT_MS and every bundled migration is applied. */
export async function readinessOf(db: Database): Promise<Readiness> {
  try {
    const applied = await within(appliedMigrations(db), READINESS_TIMEOUT_MS);
    if (applied < bundledMigrations().length) return { ready: false, reason: "migrations pending" };
    return { ready: true };
  } catch {
    return { ready: false, reason: "database unavailable" };
  }
}

async function appliedMigrations(db: Database): Promise<number> {
  const rows = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return Number(rowsOf<{ applied: number }>(rows)[0]?.applied ?? 0);
}

const probes = new WeakMap<Database, { at: number; answer: Promise<boolean> }>();

/** Whether `db` answers `select 1` within a second; callers close together share one probe. */
export function databaseAnswers(db: Database): Promise<boolean> {
  const now = Date.now();
  const recent = probes.get(db);
  if (recent && now - recent.at < PROBE_SHARED_MS) return recent.answer;
  const answer = within(db.execute(sql`select 1`), PROBE_TIMEOUT_MS).then(
    () => true,
    () => false,
  );
  probes.set(db, { at: now, answer });
  return answer;
}

/** `databaseAnswers` for the server's own database; false while it cannot even be opened. */
export async function databaseReachable(): Promise<boolean> {
  try {
    return await databaseAnswers((await getRuntime()).database.db);
  } catch {
    return false;
  }
}
