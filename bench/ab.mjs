// BENCH_ONLY=ab: chosen targets (BENCH_AB_TARGETS: me, get-session, dashboard by default; login,
// list and webhook on request) on this build and on a base commit's build (BENCH_AB_BASE,
// 2ca1d72 by default), in the same run on the same machine, on each database of
// BENCH_AB_DATABASES (pglite,postgres by default): per database the two servers are measured in
// turn, A B A B …, BENCH_AB_ROUNDS rounds of BENCH_DURATION seconds per target, so that a change
// in the machine's load falls on both alike; the medians are compared. This build runs with
// metering on (API_METERING, its default: ADR 053), so the figure is the hot path's cost of
// metering and of everything else since the base. The base is built in a temporary git worktree
// (BENCH_AB_DIR, /tmp/ab-base-<commit> by default) that shares this checkout's node_modules. On
// PostgreSQL each side has its own database on one server (BENCH_DATABASE_URL, or a throwaway
// cluster: bench/postgres.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import {
  atExit,
  BUILD_FLAGS,
  browserCannon,
  cannon,
  checkSignedIn,
  chosenDatabases,
  chosenWords,
  DATABASE_NAMES,
  keyFor,
  launchFlags,
  log,
  median,
  ROOT,
  requestCannon,
  signIn,
  startApp,
  stopServer,
  summarize,
  watchMemory,
} from "./lib.mjs";
import { billingUser, SUBSCRIPTIONS_PER_USER } from "./mixed.mjs";
import { providePostgres } from "./postgres.mjs";

/** @import { AppServer, Database, Span } from "./lib.mjs" */

const BASE = process.env.BENCH_AB_BASE ?? "2ca1d72";
const DIR = process.env.BENCH_AB_DIR ?? `/tmp/ab-base-${BASE}`;

/**
 * What is measured on each side. `load`: how the requests are made — with the user's API key,
 * as the signed-in user's browser, anonymously, with the billing user's key (their
 * subscriptions, seeded by webhooks), or as signed Polar webhooks for the billing user.
 * `byDefault`: measured when BENCH_AB_TARGETS is not set.
 * @typedef {"key" | "browser" | "anonymous" | "billing-key" | "webhook"} Load
 * @type {{ id: string, label: string, path: string, load: Load, byDefault?: boolean }[]}
 */
const AB_TARGETS = [
  { id: "me", label: "/api/v1/me (API key)", path: "/api/v1/me", load: "key", byDefault: true },
  {
    id: "get-session",
    label: "/api/auth/get-session (signed in)",
    path: "/api/auth/get-session",
    load: "browser",
    byDefault: true,
  },
  {
    id: "dashboard",
    label: "SSR /dashboard (signed in)",
    path: "/dashboard",
    load: "browser",
    byDefault: true,
  },
  { id: "login", label: "SSR /login (anonymous)", path: "/login", load: "anonymous" },
  {
    id: "list",
    label: `GET /api/v1/subscriptions (API key, ${SUBSCRIPTIONS_PER_USER} subscriptions)`,
    path: "/api/v1/subscriptions",
    load: "billing-key",
  },
  // Last: its events change the billing user's subscriptions, which the list reads.
  {
    id: "webhook",
    label: "POST /api/webhooks/polar (signed subscription.updated)",
    path: "/api/webhooks/polar",
    load: "webhook",
  },
];

function chosenTargets() {
  const ids = chosenWords(
    "BENCH_AB_TARGETS",
    AB_TARGETS.map((t) => t.id),
    AB_TARGETS.filter((t) => t.byDefault).map((t) => t.id),
  );
  return AB_TARGETS.filter((t) => ids.includes(t.id));
}

/** The base commit's built server, built once (kept in DIR for the next run). */
function baseEntry() {
  const entry = join(DIR, ".output/server/index.mjs");
  if (existsSync(entry)) return entry;
  if (!existsSync(DIR)) {
    const added = spawnSync("git", ["worktree", "add", "--detach", DIR, BASE], {
      cwd: ROOT,
      stdio: "inherit",
    });
    if (added.status !== 0) throw new Error(`git worktree add ${DIR} ${BASE} failed`);
  }
  if (!existsSync(join(DIR, "node_modules"))) {
    symlinkSync(join(ROOT, "node_modules"), join(DIR, "node_modules"));
  }
  // A worktree gets no `npm install`, so nothing has run the compile its postinstall may hold.
  const compile = JSON.parse(readFileSync(join(DIR, "package.json"), "utf8")).scripts?.[
    "i18n:compile"
  ];
  if (compile) {
    const PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH}`;
    const compiled = spawnSync(compile, {
      cwd: DIR,
      stdio: "inherit",
      shell: true,
      env: { ...process.env, PATH },
    });
    if (compiled.status !== 0) throw new Error(`${compile} in ${DIR} failed`);
  }
  log(`building ${BASE} in ${DIR}`);
  const built = spawnSync(
    process.execPath,
    [join(ROOT, "node_modules/.bin/vite"), "build", "--logLevel", "warn"],
    { cwd: DIR, stdio: "inherit" },
  );
  if (built.status !== 0) throw new Error(`the build of ${BASE} failed (exit ${built.status})`);
  return entry;
}

/**
 * One side's figures for one target on one database, over the rounds.
 * @typedef {object} AbSide
 * @property {string} name
 * @property {number[]} rates req/s of each round
 * @property {number} median median of `rates`
 * @property {number[]} p99s p99 latency (ms) of each round
 * @property {number} p99 median of `p99s`
 * @property {number} answered requests answered over the rounds
 * @property {number} errors over the rounds: failures, timeouts and non-2xx answers
 * @property {Record<string, number>} statuses answers by status code, over the rounds
 */
/**
 * @typedef {object} AbRow
 * @property {string} id
 * @property {string} label
 * @property {string} database
 * @property {AbSide} base
 * @property {AbSide} head
 * @property {number} ratio head's median ÷ base's median
 * @property {number[]} ratios head ÷ base of each round, the two measured one after the other
 */
/**
 * A server's memory over its whole part of the A/B (watchMemory), from just after it started.
 * @typedef {{ database: string, side: string } & ReturnType<ReturnType<typeof watchMemory>["stop"]>} AbMemory
 */
/**
 * @typedef {object} AbResult
 * @property {string} base the base commit
 * @property {number} rounds
 * @property {number} duration seconds per round and side
 * @property {number} warmup seconds per side before the rounds of a target
 * @property {{ name: string, source?: string, skipped?: string }[]} databases
 * @property {AbRow[]} rows by database, then in the targets' order
 * @property {AbMemory[]} memory
 */

/**
 * A started server of one side with what its targets need; its memory is watched from here on.
 * @param {string} name
 * @param {AppServer} server
 * @param {ReturnType<typeof chosenTargets>} targets
 */
async function prepareSide(name, server, targets) {
  const memory = watchMemory(server.pid);
  const cookie = await signIn(server);
  await checkSignedIn(server, cookie);
  const key = await keyFor(server, cookie);
  const billing = targets.some((t) => t.load === "billing-key" || t.load === "webhook")
    ? await billingUser(server)
    : null;
  return { name, server, memory, cookie, key, billing };
}

/** @typedef {Awaited<ReturnType<typeof prepareSide>>} Side */

/**
 * @param {Side} side
 * @param {ReturnType<typeof chosenTargets>[number]} target
 * @param {Span} span
 */
function fire(side, target, span) {
  const url = `${side.server.url}${target.path}`;
  if (target.load === "key") return cannon(url, { authorization: `Bearer ${side.key}` }, span);
  if (target.load === "anonymous") return cannon(url, {}, span);
  if (target.load === "browser") return browserCannon(url, side.cookie, span);
  const billing = side.billing;
  if (!billing) throw new Error(`${target.id}: no billing user on ${side.name}`);
  if (target.load === "billing-key") {
    return cannon(url, { authorization: `Bearer ${billing.key}` }, span);
  }
  let n = SUBSCRIPTIONS_PER_USER;
  return requestCannon(url, () => ({ method: "POST", ...billing.webhook(n++) }), span);
}

/**
 * Where each side runs on `database`: the environment of each (its own database) and what ends
 * it once both servers are stopped, or why the database is skipped.
 * @param {Database} database
 * @returns {Promise<{ skipped: string } | { skipped?: undefined, source: string, envs: [Record<string, string>, Record<string, string>], stop(): Promise<void> }>}
 */
async function placeSides(database) {
  if (database === "pglite") {
    return {
      source: "embedded PGlite, a temporary DATA_DIR per server",
      envs: [{}, {}],
      stop: async () => {},
    };
  }
  const pg = await providePostgres({ allowCluster: true, databases: 2 });
  if (pg.skipped !== undefined) return { skipped: pg.skipped };
  // Also when the run fails half-way; a second stop does nothing.
  atExit(() => pg.stop());
  const [a = "", b = ""] = pg.urls;
  return {
    source: `${pg.source}, a database per server`,
    envs: [{ DATABASE_URL: a }, { DATABASE_URL: b }],
    stop: () => pg.stop(),
  };
}

/**
 * @param {{ duration: number, warmup: number, rounds: number,
 *   entry: (path: string, flags: string[]) => void, headEntry: string }} options
 * @returns {Promise<AbResult>}
 */
export async function abStage({ duration, warmup, rounds, entry, headEntry }) {
  const targets = chosenTargets();
  const databases = chosenDatabases("BENCH_AB_DATABASES");
  const base = baseEntry();
  const baseFlags = launchFlags(DIR);
  log(`A/B: the base starts with ${baseFlags.join(" ")}, this build with ${BUILD_FLAGS.join(" ")}`);
  /** @type {{ name: string, entry: string, flags: string[], env: Record<string, string> }[]} */
  const builds = [
    { name: `base ${BASE}`, entry: base, flags: baseFlags, env: {} },
    {
      name: "this build, metering on",
      entry: headEntry,
      flags: BUILD_FLAGS,
      env: { API_METERING: "true" },
    },
  ];
  /** @type {AbResult} */
  const result = { base: BASE, rounds, duration, warmup, databases: [], rows: [], memory: [] };
  for (const database of databases) {
    const dbName = DATABASE_NAMES[database];
    const place = await placeSides(database);
    if (place.skipped !== undefined) {
      log(`A/B on ${dbName} skipped: ${place.skipped}`);
      result.databases.push({ name: dbName, skipped: place.skipped });
      continue;
    }
    log(`A/B on ${dbName} (${place.source})`);
    result.databases.push({ name: dbName, source: place.source });
    /** @type {Side[]} */
    const sides = [];
    for (const [i, build] of builds.entries()) {
      entry(build.entry, build.flags);
      const server = await startApp(`app on ${dbName} (${build.name})`, {
        ...build.env,
        ...place.envs[i],
      });
      sides.push(await prepareSide(build.name, server, targets));
    }
    entry(headEntry, BUILD_FLAGS);
    for (const target of targets) {
      result.rows.push(await measureTarget(sides, target, dbName, { duration, warmup, rounds }));
    }
    for (const side of sides) {
      result.memory.push({ database: dbName, side: side.name, ...side.memory.stop() });
      await stopServer(side.server);
    }
    await place.stop();
  }
  return result;
}

/**
 * One target on both sides of one database, in turns.
 * @param {Side[]} sides
 * @param {ReturnType<typeof chosenTargets>[number]} target
 * @param {string} database
 * @param {{ duration: number, warmup: number, rounds: number }} span
 * @returns {Promise<AbRow>}
 */
async function measureTarget(sides, target, database, { duration, warmup, rounds }) {
  const measured = sides.map((side) => ({
    side,
    rates: /** @type {number[]} */ ([]),
    p99s: /** @type {number[]} */ ([]),
    answered: 0,
    errors: 0,
    /** @type {Record<string, number>} */
    statuses: {},
  }));
  if (warmup > 0) for (const { side } of measured) await fire(side, target, { duration: warmup });
  for (let round = 1; round <= rounds; round++) {
    // Alternate who goes first, so neither always runs right after a warm-up or a GC.
    const order = round % 2 === 1 ? measured : [...measured].reverse();
    for (const one of order) {
      log(`  round ${round}: ${target.label} on ${database}, ${one.side.name}, ${duration} s`);
      const row = summarize(one.side.name, await fire(one.side, target, { duration }));
      one.rates.push(row.rps);
      one.p99s.push(row.p99);
      one.answered += row.total;
      one.errors += row.errors;
      for (const [code, count] of Object.entries(row.statuses)) {
        one.statuses[code] = (one.statuses[code] ?? 0) + count;
      }
    }
  }
  const [a, b] = measured.map(({ side, rates, p99s, answered, errors, statuses }) => ({
    name: side.name,
    rates,
    median: median(rates),
    p99s,
    p99: median(p99s),
    answered,
    errors,
    statuses,
  }));
  if (!a || !b) throw new Error("A/B: two sides expected");
  return {
    id: target.id,
    label: target.label,
    database,
    base: a,
    head: b,
    ratio: b.median / a.median,
    ratios: b.rates.map((rate, i) => rate / (a.rates[i] ?? Number.NaN)),
  };
}
