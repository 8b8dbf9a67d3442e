// Loaded into a server by bench/memory.mjs (`node --import`): writes the process's memory, split
// the way Node and V8 see it, once a second to BENCH_MEMORY_PROBE/<pid>.jsonl, so the benchmark
// can say where the resident memory goes (heap, code, external, array buffers). Benchmark only.
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { getHeapSpaceStatistics } from "node:v8";

const dir = process.env.BENCH_MEMORY_PROBE;
if (dir) {
  const file = join(dir, `${process.pid}.jsonl`);
  const MB = 1024 * 1024;
  const round = (/** @type {number} */ bytes) => Math.round((bytes / MB) * 10) / 10;
  // Time spent in garbage collection so far: its share of the CPU time tells what a heap size
  // costs in throughput, which req/s on a shared machine cannot resolve.
  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  }).observe({ entryTypes: ["gc"] });
  setInterval(() => {
    const usage = process.memoryUsage();
    /** @type {Record<string, number>} */
    const spaces = {};
    for (const space of getHeapSpaceStatistics()) {
      spaces[space.space_name.replace(/_space$/, "")] = round(space.space_size);
    }
    const line = {
      t: Date.now(),
      rss: round(usage.rss),
      heapTotal: round(usage.heapTotal),
      heapUsed: round(usage.heapUsed),
      external: round(usage.external),
      arrayBuffers: round(usage.arrayBuffers),
      gcMs: Math.round(gcMs),
      spaces,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000).unref();
}
