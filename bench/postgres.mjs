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
 * Where the PostgreSQL column runs: `{ url, urls, source, stop }`, or `{ skipped }` saying why
 * not. The app gets a fresh database (its migrations run at start), dropped again by `stop`;
 * `databases` of them on the same server when asked (`urls`, one each, `url` the first), for
 * servers that must not share one (the A/B's two builds).
 * @param {{ allowCluster: boolean, databases?: number }} options
 * @returns {Promise<{ skipped: string } | { skipped?: undefined, url: string, urls: string[], source: string, stop(): Promise<void> }>}
 */
export async function providePostgres({ allowCluster, databases = 1 }) {
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
  const stem = `bench_${process.pid}_${Date.now()}`;
  const names = Array.from({ length: databases }, (_, i) => (i === 0 ? stem : `${stem}_${i}`));
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    for (const name of names) await admin.unsafe(`CREATE DATABASE ${name}`);
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
  const urls = names.map((name) => withDatabase(serverUrl, name));
  let stopped = false;
  return {
    url: /** @type {string} */ (urls[0]),
    urls,
    source,
    /** Drops the databases (or the cluster); once, however often it is called. */
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (!cluster) {
          const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
          for (const name of names) {
            await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          }
          await cleanup.end();
        }
      } finally {
        cluster?.stop();
      }
    },
  };
}
