import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { count, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
import { codeInCauses } from "~/lib/error-code";
import { NODE_FLAGS } from "~/server/platform/node-flags.mjs";
import { namedStatements, type PgliteWire } from "./pglite-statements.server";
import * as schema from "./schema";

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /** Where it lives, with any password removed: safe to print. */
  describe: string;
  /** How busy the driver is, for the metrics. */
  use(): DatabaseUse;
  /**
   * Runs `work` while holding a lock every process on this database shares, so instances that
   * start together take turns (PostgreSQL's CREATE ... IF NOT EXISTS is not safe against a
   * concurrent twin). PGlite belongs to one process, which needs no lock.
   */
  serialized<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface DatabaseUse {
  /**
   * Queries and transactions handed to the driver and not yet answered. postgres.js keeps its
   * pool's connections to itself, so this is what can be seen of its use: above
   * `maxConnections`, queries wait for a connection (or share one, pipelined). PGlite answers
   * one at a time, so above 1 they wait.
   */
  queriesInFlight: number;
  maxConnections: number;
}

/** Connections postgres.js may open. */
const POOL_MAX = 10;

/** The advisory-lock key the app's start-up work holds (any constant the app owns). */
const START_UP_LOCK = 7_240_411;

export interface DatabaseConfig {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's data folder; `memory://` keeps it in memory. */
  pgliteDir?: string | undefined;
  /**
   * A data folder for PGlite to start from, as its `dumpDataDir` writes it, instead of an empty
   * one: the tests open copies of one migrated database rather than migrating each.
   */
  pgliteFrom?: Blob | undefined;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * PGlite runs inside the app's process, so PostgreSQL's 128 MB default buffer pool would be
 * the larger part of the server's memory. 32 MB holds the working set of the deployments the
 * embedded database is for; a bigger one belongs on PostgreSQL (DATABASE_URL).
 */
const PGLITE_SETTINGS = ["shared_buffers = 32MB"];

/**
 * How the pool rides out a database restart or outage. A connection attempt gives up after
 * 5 s (postgres.js waits 30), so requests fail in bounded time while the database host does
 * not answer. After each failed attempt postgres.js waits before the next one, longer with every
 * failure in a row, up to 20 s; a minute of outage under load would keep the pool waiting that
 * long after the database is back. Capped at half a second, it reconnects at once instead.
 */
const POOL_OUTAGE_SETTINGS = {
  connect_timeout: 5,
  backoff: (failuresInARow: number) => Math.min(0.05 * 2 ** failuresInARow, 0.5),
};

/**
 * Makes a new PGlite data folder in a process of its own (ADR 079). PGlite's first start runs
 * initdb in its WebAssembly memory, which peaks at about a gigabyte and keeps several hundred
 * megabytes that the server would never use again; the child's exit returns all of it.
 */
async function initializeInChild(dir: string): Promise<void> {
  if (existsSync(join(dir, "PG_VERSION"))) return;
  const code = [
    `const { PGlite } = await import(${JSON.stringify(import.meta.resolve("@electric-sql/pglite"))});`,
    `const db = await PGlite.create(${JSON.stringify(dir)}, { postgresqlconf: ${JSON.stringify(PGLITE_SETTINGS)} });`,
    "await db.close();",
  ].join("\n");
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [...NODE_FLAGS, "--input-type=module", "-e", code],
      (error, _out, stderr) =>
        error
          ? reject(new Error(`PGlite could not make ${dir}: ${stderr || error.message}`))
          : resolve(),
    );
  });
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.url) {
    const client = postgres(config.url, {
      max: POOL_MAX,
      onnotice: () => {},
      ...POOL_OUTAGE_SETTINGS,
    });
    const inFlight = { count: 0 };
    return {
      db: drizzlePostgres(countedPostgres(client, inFlight), {
        schema,
        casing: "snake_case",
      }) as unknown as Database,
      kind: "postgres",
      describe: `PostgreSQL at ${redact(config.url)}`,
      use: () => ({ queriesInFlight: inFlight.count, maxConnections: POOL_MAX }),
      async serialized(work) {
        // A session-level lock lives on one connection, so one is set aside for it; the work
        // itself uses the pool.
        const connection = await client.reserve();
        try {
          await connection`select pg_advisory_lock(${START_UP_LOCK})`;
          return await work();
        } finally {
          await connection`select pg_advisory_unlock(${START_UP_LOCK})`.catch(() => {});
          connection.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dir = config.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) {
    mkdirSync(dir, { recursive: true });
    if (!config.pgliteFrom) await initializeInChild(dir);
  }
  // Loaded only here: a server on PostgreSQL never parses PGlite's half megabyte of code (ADR 067).
  const [{ PGlite, protocol, parse }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  const client = await PGlite.create(dir, {
    postgresqlconf: PGLITE_SETTINGS,
    loadDataDir: config.pgliteFrom,
  });
  const inFlight = { count: 0 };
  return {
    db: drizzlePglite(countedPglite(client, { protocol, parse }, inFlight), {
      schema,
      casing: "snake_case",
    }) as unknown as Database,
    kind: "pglite",
    describe: `embedded PGlite in ${dir}`,
    use: () => ({ queriesInFlight: inFlight.count, maxConnections: 1 }),
    serialized: (work) => work(),
    close: () => client.close(),
  };
}

/** Runs `work`, counting it in flight until it settles. */
async function counting<T>(inFlight: { count: number }, work: () => Promise<T>): Promise<T> {
  inFlight.count++;
  try {
    return await work();
  } finally {
    inFlight.count--;
  }
}

/**
 * The client Drizzle is given, with its queries and transactions counted in flight. Drizzle
 * sends every query through `unsafe` and every transaction through `begin`. A postgres.js query
 * runs once something awaits it; counting awaits it at once, which sends it as Drizzle would a
 * moment later (its `.values()`, set synchronously after, still applies).
 */
function countedPostgres(client: Sql, inFlight: { count: number }): Sql {
  const prepared = clientPrepared(client);
  const unsafe = (...args: Parameters<Sql["unsafe"]>) => {
    const query = prepared.unsafe(...args);
    inFlight.count++;
    const settled = () => {
      inFlight.count--;
    };
    query.then(settled, settled);
    return query;
  };
  const begin = (...args: unknown[]) =>
    counting(inFlight, () => (prepared.begin as (...a: unknown[]) => Promise<unknown>)(...args));
  return new Proxy(prepared, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      if (property === "begin") return begin;
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * The client with its own setting deciding whether queries are prepared (ADR 085). Drizzle asks
 * postgres.js not to prepare any query it was not given a name for (and `unsafe`, which Drizzle
 * sends every query through, prepares none unless asked to); postgres.js then sends
 * each query with parameters in two round trips (Parse and Describe, then Bind and Execute),
 * which PostgreSQL parses and plans anew every time. postgres.js prepares by default: one round
 * trip, and each statement parsed once per connection; `?prepare=false` in DATABASE_URL turns
 * it off, for a connection pooler in transaction mode. A transaction's client (`begin`) and a
 * savepoint's are given the same way.
 */
function clientPrepared(client: Sql): Sql {
  type Unsafe = Parameters<Sql["unsafe"]>;
  // postgres.js prepares a query asked to only where the client's own setting allows it.
  const unsafe = (query: Unsafe[0], parameters?: Unsafe[1], options?: Unsafe[2]) =>
    client.unsafe(query, parameters, { ...options, prepare: true });
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      const value: unknown = Reflect.get(target, property, receiver);
      if ((property !== "begin" && property !== "savepoint") || typeof value !== "function") {
        return value;
      }
      return (...args: unknown[]) =>
        value.apply(
          target,
          args.map((arg) =>
            typeof arg === "function" ? (inner: Sql) => arg(clientPrepared(inner)) : arg,
          ),
        );
    },
  });
}

/**
 * The same for PGlite, whose queries run as named statements (ADR 088): Drizzle calls its `query`
 * and `transaction`.
 */
function countedPglite(client: PGlite, wire: PgliteWire, inFlight: { count: number }): PGlite {
  const named = namedStatements(client, wire);
  const query: PGlite["query"] = (...args) => counting(inFlight, () => named.query(...args));
  const transaction: PGlite["transaction"] = (callback) =>
    counting(inFlight, () => named.transaction(callback));
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields, which only the instance itself can reach.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, "pglite");
}

/**
 * Whether the rows of `table` that `where` picks are at most `limit`. Counted after a write, it
 * holds a limit that creates racing for the last place all passed when it was counted before
 * (ADR 054): the last of them to count sees them all, and the caller withdraws what is over.
 */
export async function rowsWithin(
  db: Database,
  table: PgTable,
  where: SQL,
  limit: number,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return (row?.n ?? 0) <= limit;
}

/** The rows of a raw `db.execute`: postgres.js answers an array, PGlite an object with `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** A SQLSTATE: five digits or capitals; Node's errno codes (`ECONNREFUSED`) are longer. */
const SQL_STATE = /^[0-9A-Z]{5}$/;

/**
 * PostgreSQL's SQLSTATE of a failed query (`23503` for a foreign key), found through the query
 * builder's wrapping: postgres.js and PGlite both put it on their error's `code`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  return codeInCauses(error, (code) => SQL_STATE.test(code));
}
