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
  const adminUrl = inject("postgresAdminUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await applyMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
