// `npm run bench:memory`: the resident memory of the built server under the mixed load
// (bench/mixed.mjs), steady and at peak, per process (each worker and the primary), with the mix's
// capacity as the throughput figure, for variants of Node's flags run in turns (ADR 067).
//
// BENCH_MEMORY_VARIANTS: `name=flags` separated by `;`, each run with the flags after the
// server's own (SERVER_FLAGS, ADR 087), so that they win; words like `MALLOC_ARENA_MAX=2` are set
// as environment variables instead (default `server=;image=<what the image adds>;v8=<V8's own
// heap sizing>`); BENCH_MEMORY_ROUNDS (3) rounds of every variant, the
// order turned each round (A B, B A, …); BENCH_MEMORY_DATABASE `postgres` (default), `pglite` or
// `both`; BENCH_MEMORY_SECONDS (30) counted seconds after a 10 s capacity probe and 10 s settling;
// WEB_CONCURRENCY (1) workers on PostgreSQL; BENCH_MEMORY_SSR seconds of SSR /dashboard at 50
// connections after the mix (0), the kind of load the full run's peak came from. Prints a table; writes nothing; asserts nothing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { IMAGE_FLAGS, SERVER_FLAGS } from "../src/server/platform/node-flags.mjs";
import {
  atExit,
  browserCannon,
  ensureBuilt,
  log,
  median,
  runMain,
  signIn,
  sleep,
  startApp,
  statusKb,
  stopServer,
} from "./lib.mjs";
import { mixedLoad } from "./mixed.mjs";
import { providePostgres } from "./postgres.mjs";

/** What the image adds to the server's flags (Dockerfile): its malloc arenas, its young generation. */
const IMAGE_ADDS = [
  "MALLOC_ARENA_MAX=2",
  ...IMAGE_FLAGS.filter((flag) => !SERVER_FLAGS.includes(flag)),
].join(" ");
/** The heap as V8 sizes it from the host's memory: a size of 0 undoes the server's flags. */
const V8_HEAP = "--max-semi-space-size=0 --max-old-space-size=0";

const ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 30);
const WORKERS = process.env.WEB_CONCURRENCY ?? "1";
const DATABASE = process.env.BENCH_MEMORY_DATABASE ?? "postgres";
/** Seconds of SSR /dashboard at 50 connections after the mix (0: none), as the Load stage does. */
const SSR_SECONDS = Number(process.env.BENCH_MEMORY_SSR ?? 0);
const VARIANTS = (process.env.BENCH_MEMORY_VARIANTS ?? `server=;image=${IMAGE_ADDS};v8=${V8_HEAP}`)
  .split(";")
  .map((part) => part.trim())
  .filter(Boolean)
  .map((part) => {
    const at = part.indexOf("=");
    return at < 0
      ? { name: part, flags: "" }
      : { name: part.slice(0, at), flags: part.slice(at + 1).trim() };
  });
const PROBE = new URL("./memory-probe.mjs", import.meta.url).href;

/** @param {number | undefined} pid @param {string} field */
const statusMb = (pid, field) => statusKb(pid, field) / 1024;

/** CPU seconds (user + system) a process has used so far; clock ticks are 1/100 s on Linux. */
function cpuSeconds(/** @type {number} */ pid) {
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The server's processes: the workers when it forked some, with the primary. */
function processesOf(/** @type {number} */ pid) {
  /** @type {number[]} */
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // not Linux
  }
  return [
    { pid, role: children.length > 0 ? "primary" : "server" },
    ...children.map((child, i) => ({ pid: child, role: `worker ${i + 1}` })),
  ];
}

/** The garbage collection time a process's probe has logged so far, in ms (0 before its first line). */
function gcMsOf(/** @type {string} */ dir, /** @type {number} */ pid) {
  try {
    const lines = readFileSync(join(dir, `${pid}.jsonl`), "utf8")
      .trim()
      .split("\n");
    return Number(JSON.parse(lines.at(-1) ?? "{}").gcMs ?? 0);
  } catch {
    return 0;
  }
}

/** Where a process's heap stood at its highest RSS, from the probe's lines. */
function probeAtPeak(/** @type {string} */ dir, /** @type {number} */ pid, since = 0) {
  let lines = [];
  try {
    lines = readFileSync(join(dir, `${pid}.jsonl`), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter((line) => line.t >= since);
  } catch {
    return null;
  }
  return lines.reduce((top, line) => (line.rss > (top?.rss ?? 0) ? line : top), null);
}

/**
 * One run: a server with the variant's flags under the mixed load.
 * @param {{ name: string, flags: string }} variant
 * @param {string} database
 * @param {Record<string, string>} env
 */
async function runOnce(variant, database, env) {
  const probeDir = mkdtempSync(join(tmpdir(), "bench-memory-"));
  // Words like MALLOC_ARENA_MAX=2 are environment variables; the rest are Node's flags.
  const words = variant.flags.split(/\s+/).filter(Boolean);
  const isEnv = (/** @type {string} */ word) => /^[A-Z_][A-Z0-9_]*=/.test(word);
  const server = await startApp(
    `${variant.name} on ${database}`,
    {
      ...env,
      ...Object.fromEntries(words.filter(isEnv).map((word) => word.split(/=(.*)/s, 2))),
      NODE_OPTIONS: `--import=${PROBE}`,
      BENCH_MEMORY_PROBE: probeDir,
    },
    words.filter((word) => !isEnv(word)),
  );
  await sleep(1000);
  const processes = processesOf(/** @type {number} */ (server.pid)).map((p) => ({
    ...p,
    startMb: statusMb(p.pid, "VmRSS"),
    /** @type {number[]} */
    samples: [],
  }));
  for (const p of processes) {
    try {
      writeFileSync(`/proc/${p.pid}/clear_refs`, "5");
    } catch {
      // VmHWM then covers the start too
    }
  }
  let counting = false;
  const since = Date.now();
  // CPU per request answered: unlike req/s it hardly moves when other work shares the CPUs,
  // and a young generation too small for the load shows up in it as scavenges.
  const cpuBefore = processes.reduce((sum, p) => sum + cpuSeconds(p.pid), 0);
  const gcBefore = processes.reduce((sum, p) => sum + gcMsOf(probeDir, p.pid), 0);
  const linesBefore = server.requestLines();
  const timer = setInterval(() => {
    if (!counting) return;
    for (const p of processes) {
      const mb = statusMb(p.pid, "VmRSS");
      if (Number.isFinite(mb)) p.samples.push(mb);
    }
  }, 250);
  // The capacity probe and the settling are not counted as steady; the peak covers them.
  const settleAt = setTimeout(() => {
    counting = true;
  }, 23_000);
  const run = await mixedLoad(server, database, {
    seconds: SECONDS,
    probeSeconds: 10,
    warmupSeconds: 3,
    settleSeconds: 10,
  });
  let ssrRps = Number.NaN;
  if (SSR_SECONDS > 0) {
    const ssr = await browserCannon(`${server.url}/dashboard`, await signIn(server), {
      duration: SSR_SECONDS,
    });
    ssrRps = ssr.requests.average;
  }
  clearTimeout(settleAt);
  clearInterval(timer);
  await sleep(1100);
  const gcMs = processes.reduce((sum, p) => sum + gcMsOf(probeDir, p.pid), 0) - gcBefore;
  const cpuMs = 1000 * (processes.reduce((sum, p) => sum + cpuSeconds(p.pid), 0) - cpuBefore);
  const gcShare = gcMs / cpuMs;
  const cpuMsPerRequest =
    (1000 * (processes.reduce((sum, p) => sum + cpuSeconds(p.pid), 0) - cpuBefore)) /
    (server.requestLines() - linesBefore);
  const rows = processes.map((p) => ({
    role: p.role,
    startMb: p.startMb,
    steadyMb: median(p.samples),
    peakMb: statusMb(p.pid, "VmHWM"),
    heap: probeAtPeak(probeDir, p.pid, since),
  }));
  await stopServer(server);
  rmSync(probeDir, { recursive: true, force: true });
  return {
    variant: variant.name,
    database,
    capacityRps: run.capacity.rps,
    cpuMsPerRequest,
    gcShare,
    ssrRps,
    errors: run.total.errors + run.capacity.errors,
    p99: run.total.p99,
    rows,
  };
}

const fmt = (/** @type {number | undefined} */ n) =>
  n !== undefined && Number.isFinite(n) ? n.toFixed(0) : "—";

async function main() {
  ensureBuilt();
  const databases =
    DATABASE === "both"
      ? ["PGlite", "PostgreSQL"]
      : [DATABASE === "pglite" ? "PGlite" : "PostgreSQL"];
  log(
    `memory: variants ${VARIANTS.map((v) => `${v.name} (${v.flags || "no flags"})`).join(", ")}; ${ROUNDS} rounds; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")}`,
  );
  const results = [];
  for (const database of databases) {
    /** @type {Record<string, string>} */
    let env = {};
    if (database === "PostgreSQL") {
      const pg = await providePostgres({ allowCluster: true });
      if (pg.skipped !== undefined) throw new Error(`PostgreSQL: ${pg.skipped}`);
      atExit(() => pg.stop());
      env = { DATABASE_URL: pg.url, WEB_CONCURRENCY: WORKERS };
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
      for (const variant of order) {
        const result = await runOnce(variant, database, env);
        results.push(result);
        log(
          `  ${database} ${variant.name} round ${round + 1}: capacity ${fmt(result.capacityRps)} req/s, CPU ${result.cpuMsPerRequest.toFixed(2)} ms/request, GC ${(100 * result.gcShare).toFixed(1)}% of it,${SSR_SECONDS > 0 ? ` SSR ${fmt(result.ssrRps)} req/s,` : ""} errors ${result.errors}, ${result.rows.map((r) => `${r.role} start ${fmt(r.startMb)} steady ${fmt(r.steadyMb)} peak ${fmt(r.peakMb)} MB${r.heap ? ` (at peak: heap ${r.heap.heapTotal}, old ${r.heap.spaces.old}, new ${r.heap.spaces.new}, code ${r.heap.spaces.code}, large ${r.heap.spaces.large_object}, external ${r.heap.external}, buffers ${r.heap.arrayBuffers})` : ""}`).join("; ")}`,
        );
      }
    }
  }
  console.log(
    "\n| database | variant | process | steady RSS (MB) | peak RSS (MB) | capacity (req/s) | CPU ms/request | GC share of CPU | SSR /dashboard (req/s) | errors |",
  );
  console.log("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const database of databases) {
    for (const variant of VARIANTS) {
      const runs = results.filter((r) => r.database === database && r.variant === variant.name);
      const roles = runs[0]?.rows.map((r) => r.role) ?? [];
      for (const role of roles) {
        const of = runs.map((r) => r.rows.find((row) => row.role === role));
        const steady = of.map((row) => row?.steadyMb ?? Number.NaN);
        const peak = of.map((row) => row?.peakMb ?? Number.NaN);
        const caps = runs.map((r) => r.capacityRps);
        const cpu = runs.map((r) => r.cpuMsPerRequest);
        const ssr = runs.map((r) => r.ssrRps);
        const gc = runs.map((r) => r.gcShare);
        const pct = (/** @type {number} */ n) => `${(100 * n).toFixed(1)}%`;
        const ms = (/** @type {number} */ n) => n.toFixed(2);
        console.log(
          `| ${database} | ${variant.name} | ${role} | ${fmt(median(steady))} (${steady.map(fmt).join(", ")}) | ${fmt(Math.max(...peak))} (${peak.map(fmt).join(", ")}) | ${fmt(median(caps))} (${caps.map(fmt).join(", ")}) | ${ms(median(cpu))} (${cpu.map(ms).join(", ")}) | ${pct(median(gc))} (${gc.map(pct).join(", ")}) | ${fmt(median(ssr))} (${ssr.map(fmt).join(", ")}) | ${runs.reduce((n, r) => n + r.errors, 0)} |`,
        );
      }
    }
  }
}

await runMain(main);
