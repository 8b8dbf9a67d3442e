// The PostgreSQL column: BENCH_DATABASE_URL when given, or else a throwaway cluster started from
// the PostgreSQL server binaries found here (scripts/postgres-cluster.mjs, which the tests use
// too), with a database of the benchmark's own either way.
import postgres from "postgres";
import { findPostgresBin, startCluster } from "../scripts/postgres-cluster.mjs";
import { freePort } from "./lib.mjs";

const HOW_TO_PROVIDE =
  "set BENCH_DATABASE_URL to a PostgreSQL server the benchmark may create a database on, or " +
  "install the server binaries (`apt-get install -y postgresql`, or PG_BIN=<dir with initdb>)";

/** @param {string} url @param {string} database */
function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Where the PostgreSQL column runs: `{ url, source, stop }`, or `{ skipped }` saying why not.
 * The app gets a fresh database (its migrations run at start), dropped again by `stop`.
 * @param {{ allowCluster: boolean }} options
 * @returns {Promise<{ skipped: string } | { skipped?: undefined, url: string, source: string, stop(): Promise<void> }>}
 */
export async function providePostgres({ allowCluster }) {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  let source = "BENCH_DATABASE_URL";
  let cluster = null;
  if (!serverUrl) {
    if (!allowCluster) {
      return { skipped: "smoke runs leave it out unless BENCH_DATABASE_URL is set" };
    }
    const bin = findPostgresBin();
    if (!bin) return { skipped: `no PostgreSQL server binaries found: ${HOW_TO_PROVIDE}` };
    cluster = startCluster(await freePort(), bin);
    serverUrl = cluster.url;
    source = `throwaway cluster (${bin}, fsync off)`;
  }
  const database = `bench_${process.pid}_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${database}`);
    const [{ version }] = /** @type {[{ version: string }]} */ (
      await admin`SELECT current_setting('server_version') AS version`
    );
    source = `PostgreSQL ${version}, ${source}`;
  } catch (error) {
    await admin.end();
    cluster?.stop();
    throw error;
  }
  await admin.end();
  return {
    url: withDatabase(serverUrl, database),
    source,
    async stop() {
      try {
        if (!cluster) {
          const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
          await cleanup.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
          await cleanup.end();
        }
      } finally {
        cluster?.stop();
      }
    },
  };
}
