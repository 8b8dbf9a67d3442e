// A throwaway PostgreSQL cluster from the server binaries installed here: for the test harness
// (tests/support/postgres-cluster.ts, Playwright) and the benchmark (bench/postgres.mjs). Plain
// JavaScript like the benchmark's scripts, typed in JSDoc that `tsc` checks.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const INSTALL_HINT =
  "PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them with " +
  "`apt-get install -y postgresql` (or run `bash .ci/run`), or point TEST_DATABASE_URL at a " +
  "PostgreSQL server the tests may create databases on.";

/**
 * The bin folder of the newest PostgreSQL installed the Debian way, or from PG_BIN.
 * @returns {string | null}
 */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debianRoot, version, "bin")));
  }
  const fromPath = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (fromPath.status === 0) candidates.push(fromPath.stdout.trim());
  return candidates.find((bin) => existsSync(join(bin, "initdb"))) ?? null;
}

/**
 * @typedef {object} ThrowawayCluster
 * @property {string} url
 * @property {string} bin
 * @property {() => Promise<void>} pause Stops the server, terminating its connections; data and
 *   port are kept for `resume`.
 * @property {() => Promise<void>} resume Starts the paused server again on the same port with the
 *   same data.
 * @property {() => void} stop Stops the server and removes the cluster.
 */

/**
 * A cluster in a temporary folder on `port`, with fsync off: started in about a second,
 * removed by `stop`. As root, the server runs as the `postgres` user, since PostgreSQL refuses
 * to run as root.
 * @param {number} port
 * @param {string | null} [bin]
 * @returns {ThrowawayCluster}
 */
export function startCluster(port, bin = findPostgresBin()) {
  if (!bin) throw new Error(INSTALL_HINT);
  const dir = mkdtempSync(join(tmpdir(), "pg-throwaway-"));
  const asRoot = process.getuid?.() === 0;
  /** @param {string} command @param {string[]} args @returns {[string, string[]]} */
  const commandLine = (command, args) => {
    const file = join(bin, command);
    return asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  };
  /** @param {string} command @param {string[]} args */
  const run = (command, args) => {
    const [program, programArgs] = commandLine(command, args);
    execFileSync(program, programArgs, { stdio: "pipe" });
  };
  // Without blocking the caller's event loop: the fault tests keep a load running while the
  // server stops and starts.
  /** @param {string} command @param {string[]} args @returns {Promise<void>} */
  const runAsync = (command, args) => {
    const [program, programArgs] = commandLine(command, args);
    return new Promise((resolve, reject) => {
      execFile(program, programArgs, (error) => (error ? reject(error) : resolve()));
    });
  };
  const data = join(dir, "data");
  const startArgs = [
    "-D",
    data,
    "-w",
    "-l",
    join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    "start",
  ];
  let running = true;
  try {
    if (asRoot) {
      const uid = execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim();
      const gid = execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim();
      chownSync(dir, Number(uid), Number(gid));
    }
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
    run("pg_ctl", startArgs);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    // An outage and the recovery from it, for the fault tests: the server goes down the way a
    // restart takes it down (open connections are terminated) and comes back on the same port
    // with the same data.
    async pause() {
      await runAsync("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    async resume() {
      await runAsync("pg_ctl", startArgs);
      running = true;
    },
    stop() {
      try {
        if (running) run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
