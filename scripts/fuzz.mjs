// `npm run test:fuzz`: the hostile-input suites (tests/fuzz-*.test.ts) with a new random seed
// and many more cases than `npm test` draws. `npm test` always uses the fixed seed in
// tests/support/fuzz.ts, so it draws the same cases every run; this explores.
//
//   FUZZ_RUNS   cases per route family and property (default 1000; npm test uses 100)
//   FUZZ_SEED   replay a seed this script printed (with FUZZ_PATH, the one failing case)
//
// The server-function suite drives the built server: it is built first, so it is the source's.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const bin = (/** @type {string} */ name) => join("node_modules", ".bin", name);
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? "1000";

const build = spawnSync(bin("vite"), ["build", "--logLevel", "warn"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`fuzz seed ${seed}, ${runs} runs (replay: FUZZ_SEED=${seed} npm run test:fuzz)`);
const result = spawnSync(
  bin("vitest"),
  ["run", "--project", "integration", "tests/fuzz-", ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs } },
);
console.log(`fuzz seed ${seed}: ${result.status === 0 ? "passed" : "FAILED"}`);
process.exit(result.status ?? 1);
