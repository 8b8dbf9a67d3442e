// `npm test`: every check the project has, in order, stopping at the first failing stage, and
// closing with one summary line of test counts ("N passed, N failed").
//
// Stages: typecheck, lint (Biome), call-site comments, unused code (knip), import circles
// (dependency-cruiser), messages (every locale complete, no screen text in plain English), build
// (the e2e and production-server tests run the built server), Vitest (unit and integration, on
// PGlite and a throwaway PostgreSQL) with a smoke run of the benchmark beside it, and Playwright
// (Chromium). The stages up to the build only read the sources, so they run at the same time,
// each with its output held back and printed whole, in this order (ADR 051).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { machineCpuSeconds, playwrightSpecs, profileTables, vitestFiles } from "./test-profile.mjs";

const reports = mkdtempSync(join(tmpdir(), "test-reports-"));
const vitestReport = join(reports, "vitest.json");
const playwrightReport = join(reports, "playwright.json");

// The hostile-input suites draw from this seed (tests/support/fuzz.ts): fixed, so every run
// draws the same cases; `npm run test:fuzz` explores with new ones.
const fuzzSeed = process.env.FUZZ_SEED ?? "20261123";
console.log(`fuzz seed ${fuzzSeed} (FUZZ_SEED; \`npm run test:fuzz\` draws new seeds)`);

// `--quick` (`npm run test:quick`): the loop for a person changing code, the static checks and
// the unit tests, without the build, the integration, end-to-end and benchmark stages.
const quick = process.argv.includes("--quick");

/**
 * @typedef {{ name: string, command: [string, ...string[]], env?: Record<string, string> }} Stage
 * @type {Stage[]} Run at the same time; the rest wait for them, then run one after the other.
 */
const staticStages = [
  { name: "typecheck", command: ["tsc", "--noEmit"] },
  { name: "lint", command: ["biome", "check", "--error-on-warnings", "."] },
  // Call-site comments of at most two lines (issue 31); the story goes to JSDoc or an ADR.
  { name: "comments", command: ["node", "scripts/check-comments.mjs"] },
  // Unused files, exports and dependencies (knip.ts says where the entry points are).
  { name: "unused code", command: ["knip"] },
  // No import circles in src/ beyond the one ADR 032 keeps (.dependency-cruiser.cjs).
  { name: "imports", command: ["depcruise", "--config", ".dependency-cruiser.cjs", "src"] },
  // Every locale has every message, each is used, and the compiled ones are current (ADR 059).
  { name: "messages", command: ["node", "scripts/i18n.mjs", "check"] },
  // No screen text left in plain English (issue 33): `// i18n-exempt: <why>` marks the exceptions.
  { name: "plain strings", command: ["node", "scripts/check-strings.mjs"] },
  { name: "build", command: ["vite", "build", "--logLevel", "warn"] },
];
const concurrentStages = quick ? staticStages.filter(({ name }) => name !== "build") : staticStages;

/**
 * Vitest with its JSON report and each file's CPU (tests/support/file-profile.ts).
 * @param {string} name @param {string[]} args @param {Record<string, string>} [env]
 * @returns {Stage}
 */
const vitestStage = (name, args, env = {}) => ({
  name,
  command: [
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ],
  env: { ...env, TEST_PROFILE_DIR: reports },
});

const benchmarkSmoke = {
  name: "benchmark smoke",
  command: /** @type {[string, ...string[]]} */ (["node", "bench/run.mjs"]),
  env: { BENCH_SMOKE: "1" },
};

/**
 * The stages after the static ones, in order. A group's first stage prints as it goes; the
 * others run beside it with their output printed after it. A second of each benchmark target
 * checks that the benchmark still runs and that every target answers without errors, not how
 * fast (`npm run bench` does that); it fills the cores that Vitest leaves idle (a third of them
 * while files wait on the servers and clusters they start).
 * @type {[Stage, ...Stage[]][]}
 */
const serialGroups = quick
  ? [[vitestStage("unit", ["--project=unit"])]]
  : [
      [vitestStage("unit and integration", [], { FUZZ_SEED: fuzzSeed }), benchmarkSmoke],
      [
        {
          name: "end to end",
          command: ["playwright", "test", "--reporter=list,json"],
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
        },
      ],
    ];
const besideStages = serialGroups.flatMap((group) => group.slice(1));

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const vitest = JSON.parse(readFileSync(vitestReport, "utf8"));
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    skipped += vitest.numPendingTests + vitest.numTodoTests;
  } catch {}
  try {
    const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  } catch {}
  return { passed, failed, skipped };
}

/**
 * Runs a stage; its output goes to the terminal, or into `output` when given.
 * @param {Stage} stage
 * @param {string[]} [output]
 * @returns {Promise<{ ok: boolean, seconds: string }>}
 */
function run(stage, output) {
  const started = Date.now();
  const [bin, ...args] = stage.command;
  const cpuFile = join(reports, `cpu-${stage.name.replaceAll(" ", "-")}.json`);
  const child = spawn(
    process.execPath,
    ["scripts/cpu-time.mjs", join("node_modules", ".bin", bin), ...args],
    {
      stdio: output ? ["ignore", "pipe", "pipe"] : "inherit",
      env: {
        ...process.env,
        ...(output && process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}),
        ...stage.env,
        CPU_TIME_FILE: cpuFile,
      },
    },
  );
  child.stdout?.on("data", (chunk) => output?.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output?.push(String(chunk)));
  return new Promise((resolve) => {
    const done = (/** @type {boolean} */ ok) => {
      const wall = (Date.now() - started) / 1000;
      const cpu = existsSync(cpuFile) ? JSON.parse(readFileSync(cpuFile, "utf8")) : null;
      const concurrent = concurrentStages.includes(stage) || besideStages.includes(stage);
      stageTimes.push({ name: stage.name, wall, cpu: cpu?.cpu ?? null, concurrent });
      resolve({ ok, seconds: wall.toFixed(1) });
    };
    child.on("error", (error) => {
      output?.push(`${error.message}\n`);
      done(false);
    });
    child.on("close", (status) => done(status === 0));
  });
}

/** @param {Stage} stage */
function announce(stage) {
  console.log(`\n▶ ${stage.name}: ${stage.command.join(" ")}`);
}

/** @param {Stage} stage @param {{ ok: boolean, seconds: string }} result */
function conclude(stage, { ok, seconds }) {
  console.log(
    ok ? `✓ ${stage.name} passed in ${seconds} s` : `✗ ${stage.name} failed after ${seconds} s`,
  );
}

/** @type {import("./test-profile.mjs").StageTime[]} */
const stageTimes = [];
const runStarted = Date.now();
const cpuAtStart = machineCpuSeconds();

/** @type {string | null} */
let failedStage = null;
const groupStarted = Date.now();
const ran = await Promise.all(
  concurrentStages.map(async (stage) => {
    /** @type {string[]} */
    const output = [];
    return { stage, output, result: await run(stage, output) };
  }),
);
for (const { stage, output, result } of ran) {
  announce(stage);
  process.stdout.write(output.join(""));
  conclude(stage, result);
  if (!result.ok) failedStage ??= stage.name;
}
console.log(
  `(these ${concurrentStages.length} together: ${((Date.now() - groupStarted) / 1000).toFixed(1)} s)`,
);

for (const [first, ...beside] of failedStage ? [] : serialGroups) {
  announce(first);
  const held = beside.map((stage) => {
    /** @type {string[]} */
    const output = [];
    return { stage, output, result: run(stage, output) };
  });
  const result = await run(first);
  conclude(first, result);
  if (!result.ok) failedStage = first.name;
  for (const { stage, output, result } of held) {
    announce(stage);
    const outcome = await result;
    process.stdout.write(output.join(""));
    conclude(stage, outcome);
    if (!outcome.ok) failedStage ??= stage.name;
  }
  if (failedStage) break;
}

const cpuAtEnd = machineCpuSeconds();
const profile = {
  stages: stageTimes,
  files: vitestFiles(vitestReport, reports),
  specs: playwrightSpecs(playwrightReport),
  wall: (Date.now() - runStarted) / 1000,
  cpu: cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart,
  cores: availableParallelism(),
};
console.log(`\nProfile (docs/testing.md explains it):\n\n${profileTables(profile, 10)}`);
// `npm run test:profile` keeps every row.
const profileFile = process.env.TEST_PROFILE_FILE;
if (profileFile) {
  mkdirSync(dirname(profileFile), { recursive: true });
  writeFileSync(profileFile, `${profileTables(profile)}\n`);
  console.log(`\nThe whole profile: ${profileFile}`);
}

const { passed, failed, skipped } = counts();
if (failedStage) console.log(`\nnpm test failed at stage: ${failedStage}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedStage || failed > 0 ? 1 : 0);
