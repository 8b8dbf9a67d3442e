import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cgroupMemoryLimit, PRIMARY_MB, WORKER_MB, workerCount } from "./worker-plan.mjs";

const MB = 1024 * 1024;
const roots: string[] = [];

/** A cgroup filesystem of its own, with the given files. */
function fakeCgroup(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "cgroup-"));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), `${content}\n`);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("cgroupMemoryLimit", () => {
  it("reads cgroup v2's memory.max, and no limit from 'max'", () => {
    expect(cgroupMemoryLimit(fakeCgroup({ "memory.max": String(512 * MB) }))).toBe(512 * MB);
    expect(cgroupMemoryLimit(fakeCgroup({ "memory.max": "max" }))).toBeUndefined();
  });

  it("reads cgroup v1's memory.limit_in_bytes, and no limit from its near-2^63 figure", () => {
    const v1 = (value: string) => fakeCgroup({ "memory/memory.limit_in_bytes": value });
    expect(cgroupMemoryLimit(v1(String(1024 * MB)))).toBe(1024 * MB);
    expect(cgroupMemoryLimit(v1("9223372036854771712"))).toBeUndefined();
  });

  it("finds no limit without a cgroup filesystem", () => {
    expect(cgroupMemoryLimit(fakeCgroup({}))).toBeUndefined();
  });
});

describe("workerCount", () => {
  const postgres = { DATABASE_URL: "postgres://localhost/app" };
  const machine = (cpus: number, memoryMb: number, limited = true) => ({
    cpus,
    memoryBytes: memoryMb * MB,
    limited,
  });

  it("starts as many workers as the memory holds, one per CPU at most, and says so", () => {
    expect(workerCount(postgres, machine(2, 512))).toEqual({
      count: 1,
      note: `Starting 1 worker: 2 CPUs, 512 MB of memory (the container's limit) at ${WORKER_MB} MB a worker (WEB_CONCURRENCY sets the number)`,
    });
    expect(workerCount(postgres, machine(4, 1024)).count).toBe(2);
    expect(workerCount(postgres, machine(4, PRIMARY_MB + 3 * WORKER_MB)).count).toBe(3);
    expect(workerCount(postgres, machine(2, 24_000, false))).toEqual({
      count: 2,
      note: `Starting 2 workers: 2 CPUs, 24000 MB of memory (the machine's) at ${WORKER_MB} MB a worker (WEB_CONCURRENCY sets the number)`,
    });
    // Less than one worker's share still runs one.
    expect(workerCount(postgres, machine(8, 256)).count).toBe(1);
  });

  it("runs what WEB_CONCURRENCY asks, saying when the memory does not hold it", () => {
    expect(workerCount({ ...postgres, WEB_CONCURRENCY: "2" }, machine(1, 1024))).toEqual({
      count: 2,
      note: "Starting 2 workers (WEB_CONCURRENCY)",
    });
    expect(workerCount({ ...postgres, WEB_CONCURRENCY: "1" }, machine(4, 4096))).toEqual({
      count: 1,
    });
    expect(workerCount({ ...postgres, WEB_CONCURRENCY: "3" }, machine(4, 512))).toEqual({
      count: 3,
      note: `WEB_CONCURRENCY=3: starting 3 workers, although 512 MB of memory (the container's limit) holds 1 of ${WORKER_MB} MB`,
    });
    expect(() => workerCount({ ...postgres, WEB_CONCURRENCY: "two" }, machine(2, 512))).toThrow(
      'WEB_CONCURRENCY: "two" is not a number of workers (1 or more)',
    );
  });

  it("runs one process on PGlite, whatever the machine", () => {
    expect(workerCount({}, machine(8, 16_000))).toEqual({ count: 1 });
    expect(workerCount({ WEB_CONCURRENCY: "4" }, machine(8, 16_000)).count).toBe(1);
  });
});
