import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";

/** Every integration suite runs once per database kind the product supports. */
export const databaseKinds = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/** A migrated, empty database of the given kind, dropped again by `close`. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await applyMigrations(handle);
    return handle;
  }
  const empty = await emptyDatabase();
  const handle = await openDatabase({ url: empty.url });
  await applyMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

export interface EmptyDatabase {
  url: string;
  /** A client for the test's own reads and writes. */
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/** A new, empty database on the test run's PostgreSQL, dropped again by `drop`. */
export async function emptyDatabase(): Promise<EmptyDatabase> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
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
