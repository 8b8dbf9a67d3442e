// BENCH_ONLY=ab: /api/v1/me, get-session and SSR /dashboard (BENCH_AB_TARGETS, all three by
// default) on this build and on a base commit's build (BENCH_AB_BASE, 2ca1d72 by default), in the
// same run on the same machine: the two servers (PGlite) are measured in turn, A B A B …,
// BENCH_AB_ROUNDS rounds of BENCH_DURATION seconds per target, so that a change in the machine's
// load falls on both alike; the medians are compared. This build runs with metering on
// (API_METERING, its default: ADR 053), so the figure is the hot path's cost of metering and of
// everything else since the base. The base is built in a temporary git worktree (BENCH_AB_DIR,
// /tmp/ab-base by default) that shares this checkout's node_modules.
import { spawnSync } from "node:child_process";
import { existsSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import {
  browserCannon,
  cannon,
  keyFor,
  log,
  median,
  ROOT,
  signIn,
  startApp,
  stopServer,
  summarize,
} from "./lib.mjs";

const BASE = process.env.BENCH_AB_BASE ?? "2ca1d72";
const DIR = process.env.BENCH_AB_DIR ?? `/tmp/ab-base-${BASE}`;

/**
 * What is measured on each side: an API key's call, a signed-in browser's session read and page.
 * @type {{ id: string, label: string, path: string, key?: boolean }[]}
 */
const AB_TARGETS = [
  { id: "me", label: "/api/v1/me (API key)", path: "/api/v1/me", key: true },
  { id: "get-session", label: "/api/auth/get-session (signed in)", path: "/api/auth/get-session" },
  { id: "dashboard", label: "SSR /dashboard (signed in)", path: "/dashboard" },
];

function chosenTargets() {
  const ids = (process.env.BENCH_AB_TARGETS ?? AB_TARGETS.map((t) => t.id).join(","))
    .split(",")
    .map((id) => id.trim());
  const unknown = ids.filter((id) => !AB_TARGETS.some((t) => t.id === id));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_AB_TARGETS: unknown ${unknown.join(", ")} (known: ${AB_TARGETS.map((t) => t.id).join(", ")})`,
    );
  }
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
 * @typedef {{ name: string, rates: number[], median: number, errors: number }} AbSide
 * @typedef {{ id: string, label: string, base: AbSide, head: AbSide, ratio: number }} AbRow
 */

/**
 * @param {{ duration: number, warmup: number, rounds: number, entry: (path: string) => void,
 *   headEntry: string }} options
 * @returns {Promise<{ base: string, rows: AbRow[] }>}
 */
export async function abStage({ duration, warmup, rounds, entry, headEntry }) {
  const targets = chosenTargets();
  const base = baseEntry();
  /** @type {{ name: string, entry: string, env: Record<string, string> }[]} */
  const sides = [
    { name: `base ${BASE}`, entry: base, env: {} },
    { name: "this build, metering on", entry: headEntry, env: { API_METERING: "true" } },
  ];
  /** @type {{ name: string, server: import("./lib.mjs").AppServer, key: string, cookie: string }[]} */
  const servers = [];
  for (const side of sides) {
    entry(side.entry);
    const server = await startApp(`app on PGlite (${side.name})`, side.env);
    const cookie = await signIn(server);
    const key = await keyFor(server, cookie);
    servers.push({ name: side.name, server, key, cookie });
  }
  entry(headEntry);
  /**
   * @param {(typeof servers)[number]} side
   * @param {(typeof targets)[number]} target
   * @param {number} seconds
   */
  const fire = (side, target, seconds) =>
    target.key
      ? cannon(
          `${side.server.url}${target.path}`,
          { authorization: `Bearer ${side.key}` },
          { duration: seconds },
        )
      : browserCannon(`${side.server.url}${target.path}`, side.cookie, { duration: seconds });
  /** @type {AbRow[]} */
  const rows = [];
  for (const target of targets) {
    const measured = servers.map((side) => ({
      side,
      rates: /** @type {number[]} */ ([]),
      errors: 0,
    }));
    if (warmup > 0) for (const { side } of measured) await fire(side, target, warmup);
    for (let round = 1; round <= rounds; round++) {
      // Alternate who goes first, so neither always runs right after a warm-up or a GC.
      const order = round % 2 === 1 ? measured : [...measured].reverse();
      for (const one of order) {
        log(`  round ${round}: ${target.label} on ${one.side.name}, ${duration} s`);
        const row = summarize(one.side.name, await fire(one.side, target, duration));
        one.rates.push(row.rps);
        one.errors += row.errors;
      }
    }
    const [a, b] = measured.map(({ side, rates, errors }) => ({
      name: side.name,
      rates,
      median: median(rates),
      errors,
    }));
    if (!a || !b) throw new Error("A/B: two sides expected");
    rows.push({ id: target.id, label: target.label, base: a, head: b, ratio: b.median / a.median });
  }
  for (const side of servers) await stopServer(side.server);
  return { base: BASE, rows };
}
