import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /** Where it lives, with any password removed: safe to print. */
  describe: string;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's data folder; `memory://` keeps it in memory. */
  pgliteDir?: string | undefined;
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

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.url) {
    const client = postgres(config.url, { max: 10, onnotice: () => {} });
    return {
      db: drizzlePostgres(client, { schema, casing: "snake_case" }) as unknown as Database,
      kind: "postgres",
      describe: `PostgreSQL at ${redact(config.url)}`,
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dir = config.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS });
  return {
    db: drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database,
    kind: "pglite",
    describe: `embedded PGlite in ${dir}`,
    close: () => client.close(),
  };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, "pglite");
}

/** The rows of a raw `db.execute`: postgres.js answers an array, PGlite an object with `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
