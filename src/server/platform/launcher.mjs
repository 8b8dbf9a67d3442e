// The built server's entry: the build copies this file to .output/server/index.mjs (vite.config.ts),
// beside the server itself (worker.mjs). It runs the server in WEB_CONCURRENCY processes behind one
// port with Node's cluster module (ADR 038): the primary here only forks, replaces and stops the
// workers, and relays the metrics scrape; each worker is a whole instance of the server, sharing
// nothing with the others but the database and Redis. With one worker, the server runs in this
// process and there is no primary at all. Node built-ins only: .output must stay self-contained.
import cluster from "node:cluster";
import { createServer } from "node:net";
import { availableParallelism, totalmem } from "node:os";
import { fileURLToPath } from "node:url";
import { cgroupMemoryLimit, workerCount } from "./worker-plan.mjs";

/** @import { Worker } from "node:cluster" */

const SERVER = new URL("./worker.mjs", import.meta.url);

// The messages between the primary and the workers (src/server/platform/cluster.server.ts).
const STARTED = "timberline:started";
const SCRAPE = "timberline:metrics-scrape";
const COLLECT = "timberline:metrics-collect";
const COLLECTED = "timberline:metrics-collected";
const SCRAPED = "timberline:metrics-scraped";
const LISTENER_CLOSED = "timberline:listener-closed";
const LISTENERS_CLOSED = "timberline:listeners-closed";

/** A scrape leaves out a worker that has not answered in this time (one stopping, say). */
const COLLECT_LIMIT_MS = 2000;
/** A worker that ran this long before it died is replaced at once; sooner, after a backoff. */
const STEADY_MS = 30_000;
const BACKOFF_FIRST_MS = 1000;
const BACKOFF_LIMIT_MS = 30_000;
/** The workers stop within 10 s (src/server/app/lifecycle.nitro.ts); the primary waits a little more. */
const STOP_LIMIT_MS = 12_000;

/**
 * Milliseconds before a worker that died is replaced: at once after a steady run, then doubling
 * with each death that follows a short run, so a crash loop does not spin.
 * @param {number} shortRuns deaths after a short run in a row, this one included
 */
function restartDelay(shortRuns) {
  return shortRuns === 0 ? 0 : Math.min(BACKOFF_LIMIT_MS, BACKOFF_FIRST_MS * 2 ** (shortRuns - 1));
}

/** @param {"info" | "warn" | "error"} level @param {string} msg @param {Record<string, unknown>} fields */
function logEvent(level, msg, fields) {
  const line = { level, time: new Date().toISOString(), pid: process.pid, msg, ...fields };
  (level === "info" ? process.stdout : process.stderr).write(`${JSON.stringify(line)}\n`);
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The local Polar twin keeps its state in the process that runs it: the first worker does, on a
 * port every worker knows (a free one, unless POLAR_TWIN_PORT names one).
 * @returns {Promise<Record<string, string>>}
 */
async function twinEnv() {
  if (process.env.POLAR_ACCESS_TOKEN?.trim()) return {};
  const port = Number(process.env.POLAR_TWIN_PORT || 0);
  return { POLAR_TWIN_PORT: String(port || (await freePort())) };
}

/** @param {number} count */
async function runCluster(count) {
  cluster.setupPrimary({ exec: fileURLToPath(SERVER) });
  const shared = await twinEnv();
  /** @type {Map<Worker, { slot: number, startedAt: number }>} */
  const running = new Map();
  /** Per slot: deaths after a short run in a row. */
  const shortRuns = new Map();
  /** @type {Set<Worker>} */
  const started = new Set();
  let anyStarted = false;
  let stopping = false;
  let scrapes = 0;
  /** @type {Map<number, { parts: unknown[], waiting: Set<Worker>, finish: () => void }>} */
  const collecting = new Map();
  /**
   * Stopping workers whose listener is closed (src/server/app/lifecycle.nitro.ts).
   * @type {Set<Worker>}
   */
  const listenerClosed = new Set();
  // Once every worker's is, this process has closed the shared port: workers may tell their
  // clients to reconnect, and the new connections are refused rather than accepted and dropped.
  const announceListenersClosed = () => {
    if ([...running.keys()].some((worker) => !listenerClosed.has(worker))) return;
    for (const worker of running.keys()) {
      if (worker.isConnected()) worker.send({ type: LISTENERS_CLOSED });
    }
  };

  /** @param {number} slot */
  const fork = (slot) => {
    // WORKER_ID 1 runs the work one machine needs once (src/server/app/runtime.server.ts). Nitro's
    // cluster entry reads it too: each worker prints "Worker #n started", the first alone where
    // it listens.
    const worker = cluster.fork({ ...shared, WORKER_ID: String(slot) });
    running.set(worker, { slot, startedAt: Date.now() });
    return worker;
  };

  /** Every started worker's metrics, as JSON, for the worker that got the scrape. */
  const scrape = (/** @type {Worker} */ asking, /** @type {unknown} */ id) => {
    const request = ++scrapes;
    const waiting = new Set(started);
    /** @type {unknown[]} */
    const parts = [];
    const finish = () => {
      if (!collecting.delete(request)) return;
      clearTimeout(timer);
      if (asking.isConnected()) asking.send({ type: SCRAPED, id, workers: parts });
    };
    const timer = setTimeout(finish, COLLECT_LIMIT_MS);
    collecting.set(request, { parts, waiting, finish });
    for (const worker of waiting) worker.send({ type: COLLECT, id: request });
    if (waiting.size === 0) finish();
  };

  cluster.on("message", (worker, message) => {
    if (message?.type === STARTED) {
      started.add(worker);
      anyStarted = true;
    } else if (message?.type === SCRAPE) {
      scrape(worker, message.id);
    } else if (message?.type === COLLECTED) {
      const request = collecting.get(message.id);
      if (!request?.waiting.delete(worker)) return;
      request.parts.push(message.metrics);
      if (request.waiting.size === 0) request.finish();
    } else if (message?.type === LISTENER_CLOSED) {
      listenerClosed.add(worker);
      announceListenersClosed();
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const { slot, startedAt } = running.get(worker) ?? { slot: 0, startedAt: 0 };
    running.delete(worker);
    started.delete(worker);
    listenerClosed.delete(worker);
    if (listenerClosed.size > 0) announceListenersClosed();
    for (const request of collecting.values()) {
      if (request.waiting.delete(worker) && request.waiting.size === 0) request.finish();
    }
    if (stopping) {
      if (running.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!anyStarted) {
      // No worker got as far as serving (an invalid environment, an unreachable database): the
      // others would fail alike. Stop like a single process does, and let the supervisor decide.
      logEvent("error", "Worker failed to start; stopping", { worker: slot, code, signal });
      for (const other of running.keys()) other.process.kill("SIGTERM");
      process.exitCode = 1;
      stopping = true;
      if (running.size === 0) process.exit(1);
      return;
    }
    const ranShort = Date.now() - startedAt < STEADY_MS;
    const runs = ranShort ? (shortRuns.get(slot) ?? 0) + 1 : 0;
    shortRuns.set(slot, runs);
    const delayMs = restartDelay(runs);
    setTimeout(() => {
      if (stopping) return;
      const replacement = fork(slot);
      logEvent("warn", "Worker replaced", {
        worker: slot,
        exitedPid: worker.process.pid,
        code,
        signal,
        replacementPid: replacement.process.pid,
        delayMs,
      });
    }, delayMs);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Each worker answers new requests 503, finishes those under way, then exits on its own.
    for (const worker of running.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of running.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
    if (running.size === 0) process.exit(process.exitCode ?? 0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  for (let slot = 1; slot <= count; slot++) fork(slot);
}

if (cluster.isPrimary) {
  let plan;
  try {
    const limit = cgroupMemoryLimit();
    plan = workerCount(process.env, {
      cpus: availableParallelism(),
      memoryBytes: Math.min(limit ?? Number.POSITIVE_INFINITY, totalmem()),
      limited: limit !== undefined && limit < totalmem(),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (plan.note) console.info(plan.note);
  if (plan.count === 1) await import(SERVER.href);
  else await runCluster(plan.count);
}
