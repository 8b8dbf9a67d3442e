import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";
import { startThrowawayCluster, type ThrowawayCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** A migrated database on that server, which openTestDatabase copies (`create … template`). */
    postgresTemplate: string;
    /** A migrated PGlite data folder as a tarball, which openTestDatabase starts PGlite from. */
    pgliteTemplateFile: string;
    /** The same data folder on disk, which startServer copies into a built server's DATA_DIR. */
    pgliteTemplateDir: string;
  }
}

// Integration tests run on PGlite and on a real PostgreSQL: TEST_DATABASE_URL when given, else
// a throwaway cluster. Without either, the run fails here with the command that fixes it.
//
// Each test database starts as a copy of one migrated here, once per run: PGlite's initdb and a
// dozen migrations cost seconds a database, a copy a fraction of one. The migrations themselves
// are tested on empty databases (tests/platform/migrations.test.ts); a built server started by a
// test begins from a copy of the PGlite folder (tests/support/server-process.ts) unless the test
// is about its first start.
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let cluster: ThrowawayCluster | undefined;
  if (!adminUrl) {
    cluster = await startThrowawayCluster();
    adminUrl = cluster.url;
  }
  project.provide("postgresAdminUrl", adminUrl);
  const work = mkdtempSync(join(tmpdir(), "test-templates-"));
  try {
    // One after the other: PGlite's start-up holds the event loop for seconds, longer than a
    // PostgreSQL connection waits to be set up.
    const postgresTemplate = await migratedPostgres(adminUrl);
    const pglite = await migratedPglite(work);
    project.provide("postgresTemplate", postgresTemplate);
    project.provide("pgliteTemplateFile", pglite.file);
    project.provide("pgliteTemplateDir", pglite.dir);
    return async () => {
      await onServer(adminUrl, `drop database if exists "${postgresTemplate}" with (force)`);
      rmSync(work, { recursive: true, force: true });
      cluster?.stop();
    };
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    cluster?.stop();
    throw error;
  }
}

/** A new database on the server, migrated by the app's own code; its name. */
async function migratedPostgres(adminUrl: string): Promise<string> {
  const name = `template_${randomUUID().replaceAll("-", "")}`;
  await onServer(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await applyMigrations(handle);
  } finally {
    // A template must have no connection left when it is copied.
    await handle.close();
  }
  return name;
}

/** Runs one statement on the server's own database, on a connection of its own. */
async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A PGlite database in a folder of `work`, migrated by the app's own code, and the same dumped
 * to a tarball: the folder for the built servers, the tarball for the in-process tests.
 */
async function migratedPglite(work: string): Promise<{ dir: string; file: string }> {
  const dir = join(work, "pglite");
  // openDatabase keeps its PGlite client to itself, so the migrations are given one to dump.
  const client = await PGlite.create(dir);
  try {
    await applyMigrations({
      db: drizzle(client) as unknown as Database,
      kind: "pglite",
      describe: "the tests' PGlite template",
      use: () => ({ queriesInFlight: 0, maxConnections: 1 }),
      serialized: (migrate) => migrate(),
      close: () => client.close(),
    });
    const file = join(work, "pglite.tar");
    writeFileSync(file, new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()));
    return { dir, file };
  } finally {
    await client.close();
  }
}
