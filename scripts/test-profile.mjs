// The profile `npm test` prints at its end, and `npm run test:profile` writes whole to a file:
// each stage's wall and CPU time, each Vitest file's and each Playwright spec's (docs/testing.md
// says how to read it).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** @typedef {{ name: string, wall: number, cpu: number | null, concurrent: boolean }} StageTime */
/** @typedef {{ file: string, wall: number, workerCpu: number | null, childrenCpu: number | null, tests: number }} FileTime */
/** @typedef {{ file: string, wall: number, tests: number, slowest: number, axe: number }} SpecTime */

/** Machine-wide busy CPU seconds since boot, from /proc/stat (null off Linux). */
export function machineCpuSeconds() {
  if (!existsSync("/proc/stat")) return null;
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const busy = ticks.reduce(
    (sum, value, index) => (index === 3 || index === 4 ? sum : sum + value),
    0,
  );
  return busy / CLOCK_TICKS;
}

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/**
 * CPU seconds of this process's children that have ended and been waited for, with theirs:
 * cutime and cstime of /proc/self/stat (0 off Linux).
 */
export function childrenCpuSeconds() {
  if (!existsSync("/proc/self/stat")) return 0;
  // The fields after the command name, whose 14th and 15th are cutime and cstime.
  const fields = (readFileSync("/proc/self/stat", "utf8").split(") ")[1] ?? "").split(" ");
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

/** Per test file: wall time from Vitest's JSON report, CPU from tests/support/file-profile.ts. */
export function vitestFiles(/** @type {string} */ report, /** @type {string} */ profileDir) {
  /** @type {Map<string, { workerCpu: number, childrenCpu: number }>} */
  const cpu = new Map();
  const lines = join(profileDir, "vitest-files.jsonl");
  if (existsSync(lines)) {
    for (const line of readFileSync(lines, "utf8").split("\n").filter(Boolean)) {
      const entry = JSON.parse(line);
      cpu.set(entry.file, entry);
    }
  }
  if (!existsSync(report)) return [];
  const { testResults } = JSON.parse(readFileSync(report, "utf8"));
  /** @type {FileTime[]} */
  const files = testResults.map(
    (
      /** @type {{ name: string, startTime: number, endTime: number, assertionResults: unknown[] }} */ result,
    ) => {
      const file = result.name.replace(`${process.cwd()}/`, "");
      const used = cpu.get(file);
      return {
        file,
        wall: (result.endTime - result.startTime) / 1000,
        workerCpu: used?.workerCpu ?? null,
        childrenCpu: used?.childrenCpu ?? null,
        tests: result.assertionResults.length,
      };
    },
  );
  return files.sort((a, b) => b.wall - a.wall);
}

/**
 * Per Playwright spec file: the sum of its tests' durations (the time a worker spent on it),
 * and its slowest test.
 */
export function playwrightSpecs(/** @type {string} */ report) {
  if (!existsSync(report)) return [];
  /** @type {Map<string, SpecTime>} */
  const specs = new Map();
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = specs.get(spec.file) ?? {
        file: spec.file,
        wall: 0,
        tests: 0,
        slowest: 0,
        axe: 0,
      };
      for (const test of spec.tests) {
        entry.tests += 1;
        for (const result of test.results) {
          entry.wall += result.duration / 1000;
          entry.slowest = Math.max(entry.slowest, result.duration / 1000);
        }
        // e2e/support/fixtures.ts notes each axe-core run's milliseconds.
        for (const note of test.annotations ?? []) {
          if (note.type === "axe-ms") entry.axe += Number(note.description) / 1000;
        }
      }
      specs.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(report, "utf8")).suites ?? []) walk(suite);
  return [...specs.values()].sort((a, b) => b.wall - a.wall);
}

const seconds = (/** @type {number | null} */ value) => (value === null ? "–" : value.toFixed(1));

/**
 * The profile as Markdown tables; `limit` rows per table (all when undefined).
 * @param {{ stages: StageTime[], files: FileTime[], specs: SpecTime[], wall: number, cpu: number | null, cores: number }} profile
 * @param {number} [limit]
 */
export function profileTables({ stages, files, specs, wall, cpu, cores }, limit) {
  const rows = /** @type {<T>(list: T[]) => T[]} */ (list) =>
    limit === undefined ? list : list.slice(0, limit);
  const out = [];
  const load =
    cpu === null
      ? ""
      : `, ${seconds(cpu)} s of CPU (${((cpu / (wall * cores)) * 100).toFixed(0)}% of ${cores} cores)`;
  out.push(`Whole run: ${seconds(wall)} s of wall time${load}.`, "");
  out.push("| stage | wall s | CPU s | CPU / wall |", "|---|---:|---:|---:|");
  for (const stage of stages) {
    const ratio = stage.cpu === null ? "–" : (stage.cpu / stage.wall).toFixed(2);
    const name = stage.concurrent ? `${stage.name} (concurrent)` : stage.name;
    out.push(`| ${name} | ${seconds(stage.wall)} | ${seconds(stage.cpu)} | ${ratio} |`);
  }
  if (files.length > 0) {
    const total = files.reduce((sum, file) => sum + file.wall, 0);
    const heading =
      limit === undefined ? "Vitest files" : `The ${limit} slowest of ${files.length} Vitest files`;
    out.push("", `${heading} (their wall times add up to ${seconds(total)} s):`, "");
    out.push(
      "| file | tests | wall s | worker CPU s | children CPU s |",
      "|---|---:|---:|---:|---:|",
    );
    for (const file of rows(files)) {
      out.push(
        `| ${file.file} | ${file.tests} | ${seconds(file.wall)} | ${seconds(file.workerCpu)} | ${seconds(file.childrenCpu)} |`,
      );
    }
  }
  if (specs.length > 0) {
    const total = specs.reduce((sum, spec) => sum + spec.wall, 0);
    const heading =
      limit === undefined
        ? "Playwright specs"
        : `The ${limit} slowest of ${specs.length} Playwright specs`;
    out.push("", `${heading} (worker time, adding up to ${seconds(total)} s).`);
    const axe = specs.reduce((sum, spec) => sum + spec.axe, 0);
    out.push(`axe-core took ${seconds(axe)} s of that.`, "");
    out.push(
      "| spec | tests | worker s | of it axe s | slowest test s |",
      "|---|---:|---:|---:|---:|",
    );
    for (const spec of rows(specs)) {
      out.push(
        `| ${spec.file} | ${spec.tests} | ${seconds(spec.wall)} | ${seconds(spec.axe)} | ${seconds(spec.slowest)} |`,
      );
    }
  }
  return out.join("\n");
}
