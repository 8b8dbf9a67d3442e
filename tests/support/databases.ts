import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";

/**
 * Every database kind the product supports: a suite whose cases reach behaviour the engines can
 * differ in (SQL, locks, transactions, races, the outbox and inbox, migrations) runs on each.
 */
export const databaseKinds = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/**
 * The kinds a suite runs on when its database only keeps rows: PostgreSQL, the production
 * engine, whose queries run beside the test rather than in its thread. PGlite is still met by
 * the suites on `databaseKinds`, the built server's tests and three of the four e2e apps.
 * `TEST_ALL_ENGINES=1` runs these suites on both kinds too (docs/testing.md, ADR 068).
 */
export const storageKinds: readonly DatabaseKind[] = process.env.TEST_ALL_ENGINES
  ? databaseKinds
  : ["postgres"];

/**
 * A migrated, empty database of the given kind, dropped again by `close`: a copy of the one the
 * global setup migrated (tests/support/postgres.global-setup.ts).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const template = inject("pgliteTemplateFile");
    // Runs without the global setup (the benchmark's in-process comparisons) migrate their own.
    if (!template) {
      const handle = await openDatabase({ pgliteDir: "memory://" });
      await applyMigrations(handle);
      return handle;
    }
    return openDatabase({ pgliteDir: "memory://", pgliteFrom: await pgliteTemplate(template) });
  }
  return openDropping(await newDatabase(inject("postgresTemplate")));
}

/** A database of the given kind without even the migrations, dropped again by `close`. */
export async function openEmptyDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({ pgliteDir: "memory://" });
  return openDropping(await emptyDatabase());
}

async function openDropping(database: EmptyDatabase): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: database.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

let pgliteTarball: Promise<Blob> | undefined;

/** The migrated PGlite data folder, read once per test file. */
function pgliteTemplate(file: string): Promise<Blob> {
  pgliteTarball ??= readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return pgliteTarball;
}

export interface EmptyDatabase {
  url: string;
  /** A client for the test's own reads and writes. */
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/** A new, empty database on the test run's PostgreSQL, dropped again by `drop`. */
export function emptyDatabase(): Promise<EmptyDatabase> {
  return newDatabase();
}

/** A new database on the test run's PostgreSQL, a copy of `template` when given. */
async function newDatabase(template?: string): Promise<EmptyDatabase> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
