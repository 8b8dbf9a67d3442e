import cluster from "node:cluster";

// This process as one of the workers the primary of src/server/platform/launcher.mjs runs behind one port
// (WEB_CONCURRENCY, ADR 038), and the messages it exchanges with that primary. Outside a cluster
// (one process) every function here does nothing.

const STARTED = "timberline:started";
const SCRAPE = "timberline:metrics-scrape";
const COLLECT = "timberline:metrics-collect";
const COLLECTED = "timberline:metrics-collected";
const SCRAPED = "timberline:metrics-scraped";

/** The primary answers within 2 s, leaving out a worker that did not; this is a safety net. */
const SCRAPE_LIMIT_MS = 5000;

interface Message {
  type?: string;
  id?: number;
  workers?: object[];
}

export const inCluster = cluster.isWorker;

/**
 * Which of the workers this is, 1 to WEB_CONCURRENCY (WORKER_ID, set by the primary for each
 * worker it forks); a replacement keeps the slot.
 */
export const workerSlot = inCluster ? (process.env.WORKER_ID ?? "") : "";

/**
 * This process runs the work a machine needs once (the billing schedule, the activity
 * retention, the local Polar twin): always, unless it is a worker other than the first.
 */
export const leadWorker = !inCluster || workerSlot === "1";

/** Tells the primary this worker has started: it counts in scrapes, and a later death is replaced. */
export function announceStarted(): void {
  if (inCluster) process.send?.({ type: STARTED });
}

let collect: (() => Promise<unknown>) | undefined;
let scrapes = 0;
const waiting = new Map<number, (workers: object[]) => void>();

if (inCluster) {
  process.on("message", (message: Message) => {
    if (message?.type === COLLECT) {
      const respond = (metrics: unknown) =>
        process.send?.({ type: COLLECTED, id: message.id, metrics });
      (collect?.() ?? Promise.resolve([])).then(respond, () => respond([]));
    } else if (message?.type === SCRAPED && message.id !== undefined) {
      waiting.get(message.id)?.(message.workers ?? []);
      waiting.delete(message.id);
    }
  });
}

/** What this worker hands the primary when a scrape (on any worker) collects every worker's metrics. */
export function provideMetrics(metrics: () => Promise<unknown>): void {
  collect = metrics;
}

/** Every started worker's metrics (as `provideMetrics` gave them), collected by the primary. */
export function metricsOfEveryWorker(): Promise<object[]> {
  const id = ++scrapes;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("the primary did not answer the metrics scrape"));
    }, SCRAPE_LIMIT_MS);
    waiting.set(id, (workers) => {
      clearTimeout(timer);
      resolve(workers);
    });
    process.send?.({ type: SCRAPE, id });
  });
}
