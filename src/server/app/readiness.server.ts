import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
import { bundledMigrations } from "~/db/migrate.server";
import { getRuntime, type Runtime } from "~/server/app/runtime.server";
import type { Auth } from "~/server/auth/auth.server";
import { isDatabaseUnavailable } from "~/server/http/unavailable.server";
import { countReadiness, type ReadinessResult } from "~/server/metrics/metrics.server";
import { within } from "~/server/platform/database-probe.server";

/**
 * How long the readiness check waits for the database. A database that does not answer (a
 * dropped network, a server stuck starting) makes the probe say "not ready" in this time
 * instead of holding the load balancer's request until its own timeout.
 */
export const READINESS_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  reason?: Exclude<ReadinessResult, "ready">;
}

/**
 * Whether this server can answer (GET /api/ready): it has started, its database answers with
 * every migration applied, and Better Auth, which every page and call asks for the session,
 * has started and reads its sessions. Each part is bounded, and the two checks run together.
 * Each response is counted in the metrics, whose changes between ready and not show a flapping
 * instance.
 */
export async function checkReadiness(): Promise<Readiness> {
  const readiness = await currentReadiness();
  countReadiness(readiness.ready ? "ready" : (readiness.reason ?? "starting"));
  return readiness;
}

async function currentReadiness(): Promise<Readiness> {
  let runtime: Runtime;
  try {
    runtime = await within(getRuntime(), READINESS_TIMEOUT_MS);
  } catch {
    return { ready: false, reason: "starting" };
  }
  const [database, auth] = await Promise.all([
    readinessOf(runtime.database.db),
    authReadiness(runtime.auth),
  ]);
  return database.ready ? auth : database;
}

/** A session token no session has: the probe's lookup finds nothing, as for a stale cookie. */
const PROBE_TOKEN = "readiness-probe";

/**
 * Ready: Better Auth started (it refuses to, for one, with its default secret in production) and
 * looks a session up through its own adapter within READINESS_TIMEOUT_MS, as it does for every
 * request that carries a cookie.
 */
export async function authReadiness(auth: Auth): Promise<Readiness> {
  try {
    const lookup = auth.$context.then(({ adapter }) =>
      adapter.findOne({ model: "session", where: [{ field: "token", value: PROBE_TOKEN }] }),
    );
    await within(lookup, READINESS_TIMEOUT_MS);
    return { ready: true };
  } catch (error) {
    return {
      ready: false,
      reason: isDatabaseUnavailable(error) ? "database unavailable" : "auth unavailable",
    };
  }
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

/** The server's own database probe (`Runtime.probe`); false while it cannot even be opened. */
export async function databaseReachable(): Promise<boolean> {
  try {
    return await (await getRuntime()).probe.reachable();
  } catch {
    return false;
  }
}
