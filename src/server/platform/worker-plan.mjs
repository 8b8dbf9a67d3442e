// How many worker processes the launcher (launcher.mjs) starts: the build copies this file
// beside it into .output/server (vite.config.ts). Node built-ins only, like the launcher.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The memory one worker is given: a worker on PostgreSQL reached 380–410 MB of RSS after 15 s
 * of server-rendered pages (ADR 064), so fewer than this each would push the set into swap or
 * the container's OOM killer.
 */
export const WORKER_MB = 400;
/** The primary's share when there are several workers (it measured about 50 MB). */
export const PRIMARY_MB = 50;

const MB = 1024 * 1024;
/** cgroup v1 writes "no limit" as a number near 2^63, rounded down to the page size. */
const V1_NO_LIMIT = 2 ** 60;

/**
 * The memory limit of this process's cgroup, in bytes, or undefined when there is none:
 * `memory.max` in cgroup v2 ("max" when unlimited), `memory/memory.limit_in_bytes` in v1.
 * @param {string} [root] where the cgroup filesystem is mounted
 * @returns {number | undefined}
 */
export function cgroupMemoryLimit(root = "/sys/fs/cgroup") {
  for (const file of ["memory.max", join("memory", "memory.limit_in_bytes")]) {
    let value;
    try {
      value = readFileSync(join(root, file), "utf8").trim();
    } catch {
      continue;
    }
    const bytes = Number(value);
    return Number.isSafeInteger(bytes) && bytes > 0 && bytes < V1_NO_LIMIT ? bytes : undefined;
  }
  return undefined;
}

/**
 * How many workers to run, and the line that says why. WEB_CONCURRENCY when set; otherwise as
 * many as fit the memory (the cgroup's limit, else the machine's), one per CPU at most. PGlite
 * keeps its data in one process's memory and folder, so without DATABASE_URL there is one.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ cpus: number, memoryBytes: number, limited: boolean }} machine
 * @returns {{ count: number, note?: string }}
 */
export function workerCount(env, machine) {
  const asked = env.WEB_CONCURRENCY?.trim() || undefined;
  if (asked !== undefined && !/^[1-9][0-9]{0,3}$/.test(asked)) {
    throw new Error(`WEB_CONCURRENCY: "${asked}" is not a number of workers (1 or more)`);
  }
  if (!env.DATABASE_URL?.trim()) {
    const note =
      asked && asked !== "1"
        ? `WEB_CONCURRENCY=${asked}: running 1 process, since the embedded PGlite database belongs to the one process that opened it (set DATABASE_URL for more)`
        : undefined;
    return { count: 1, note };
  }
  const memoryMb = Math.floor(machine.memoryBytes / MB);
  const memory = `${memoryMb} MB of memory (${machine.limited ? "the container's limit" : "the machine's"})`;
  const fit = Math.max(1, Math.floor((memoryMb - PRIMARY_MB) / WORKER_MB));
  if (asked) {
    const count = Number(asked);
    return {
      count,
      note:
        count > fit
          ? `WEB_CONCURRENCY=${asked}: starting ${count} workers, although ${memory} holds ${fit} of ${WORKER_MB} MB`
          : count > 1
            ? `Starting ${count} workers (WEB_CONCURRENCY)`
            : undefined,
    };
  }
  const count = Math.min(machine.cpus, fit);
  const workers = count === 1 ? "1 worker" : `${count} workers`;
  const cpus = machine.cpus === 1 ? "1 CPU" : `${machine.cpus} CPUs`;
  return {
    count,
    note: `Starting ${workers}: ${cpus}, ${memory} at ${WORKER_MB} MB a worker (WEB_CONCURRENCY sets the number)`,
  };
}
