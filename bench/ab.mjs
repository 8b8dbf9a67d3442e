// BENCH_ONLY=ab: /api/v1/me on this build and on a base commit's build (BENCH_AB_BASE, 2ca1d72 by
// default), in the same run on the same machine: the two servers (PGlite) are measured in turn,
// A B A B …, BENCH_AB_ROUNDS rounds of BENCH_DURATION seconds each, so that a change in the
// machine's load falls on both alike; the medians are compared. This build runs with metering on
// (API_METERING, its default: ADR 053), so the figure is the hot path's cost of metering and of
// everything else since the base. The base is built in a temporary git worktree (BENCH_AB_DIR,
// /tmp/ab-base by default) that shares this checkout's node_modules.
import { spawnSync } from "node:child_process";
import { existsSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import {
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
const DIR = process.env.BENCH_AB_DIR ?? "/tmp/ab-base";

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
 * @param {{ duration: number, warmup: number, rounds: number, entry: (path: string) => void,
 *   headEntry: string }} options
 */
export async function abStage({ duration, warmup, rounds, entry, headEntry }) {
  const base = baseEntry();
  /** @type {{ name: string, entry: string, env: Record<string, string> }[]} */
  const sides = [
    { name: `base ${BASE}`, entry: base, env: {} },
    { name: "this build, metering on", entry: headEntry, env: { API_METERING: "true" } },
  ];
  const servers = [];
  for (const side of sides) {
    entry(side.entry);
    const server = await startApp(`app on PGlite (${side.name})`, side.env);
    const cookie = await signIn(server);
    const key = await keyFor(server, cookie);
    servers.push({ ...side, server, key, rates: /** @type {number[]} */ ([]), errors: 0 });
  }
  entry(headEntry);
  for (const side of servers) {
    if (warmup > 0) {
      await cannon(`${side.server.url}/api/v1/me`, { authorization: `Bearer ${side.key}` }, warmup);
    }
  }
  for (let round = 1; round <= rounds; round++) {
    // Alternate who goes first, so neither always runs right after a warm-up or a GC.
    const order = round % 2 === 1 ? servers : [...servers].reverse();
    for (const side of order) {
      log(`  round ${round}: /api/v1/me on ${side.name}, ${duration} s`);
      const row = summarize(
        side.name,
        await cannon(
          `${side.server.url}/api/v1/me`,
          { authorization: `Bearer ${side.key}` },
          duration,
        ),
      );
      side.rates.push(row.rps);
      side.errors += row.errors;
    }
  }
  for (const side of servers) await stopServer(side.server);
  const [a, b] = servers.map((side) => ({
    name: side.name,
    rates: side.rates,
    median: median(side.rates),
    errors: side.errors,
  }));
  if (!a || !b) throw new Error("A/B: two sides expected");
  return { base: a, head: b, ratio: b.median / a.median };
}
